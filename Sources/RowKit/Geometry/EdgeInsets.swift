/// Space around content, in display columns (leading, trailing) and lines (top, bottom).
public struct EdgeInsets: Hashable, Sendable {
  /// Lines above; never negative (a negative value set is stored as zero).
  public var top: Int {
    didSet { if top < 0 { top = 0 } }
  }
  /// Columns before; never negative (a negative value set is stored as zero).
  public var leading: Int {
    didSet { if leading < 0 { leading = 0 } }
  }
  /// Lines below; never negative (a negative value set is stored as zero).
  public var bottom: Int {
    didSet { if bottom < 0 { bottom = 0 } }
  }
  /// Columns after; never negative (a negative value set is stored as zero).
  public var trailing: Int {
    didSet { if trailing < 0 { trailing = 0 } }
  }

  /// Creates insets; negative values are clamped to zero.
  public init(top: Int = 0, leading: Int = 0, bottom: Int = 0, trailing: Int = 0) {
    self.top = max(0, top)
    self.leading = max(0, leading)
    self.bottom = max(0, bottom)
    self.trailing = max(0, trailing)
  }

  /// The same inset on every side.
  public init(all value: Int) {
    self.init(top: value, leading: value, bottom: value, trailing: value)
  }

  /// No inset.
  public static let zero = EdgeInsets()

  /// `leading + trailing`, saturating at `Int.max`.
  public var horizontal: Int {
    leading.addingReportingOverflow(trailing).overflow ? .max : leading + trailing
  }
  /// `top + bottom`, saturating at `Int.max`.
  public var vertical: Int { top.addingReportingOverflow(bottom).overflow ? .max : top + bottom }
}
