/// What a cell draws around its content slot: a focus and selection gutter, insets and
/// a separator.
///
/// The chrome is the same for every cell of a table, so row heights stay a function
/// of the content value and the width.
public struct CellChrome: Hashable, Sendable {
  /// Space around the content.
  public var insets: EdgeInsets
  /// Columns before the content that show the focus mark (0 hides it); never negative
  /// (a negative value set is stored as zero).
  public var gutterWidth: Int {
    didSet { if gutterWidth < 0 { gutterWidth = 0 } }
  }
  /// The mark drawn in the gutter of the focused row.
  public var focusMark: Character
  /// The mark drawn in the gutter of a selected row: in its second column, or in its
  /// only column when the row does not have the focus. `✓` by default.
  public var selectionMark: Character = "✓"
  /// Whether a separator line is drawn below each row.
  public var showsSeparator: Bool
  /// The character the separator is drawn with.
  public var separator: Character
  /// How the separator looks.
  public var separatorStyle: Style
  /// How characters a text filter matched are drawn, over the text's own style
  /// (``DrawContext/matchStyle``): bold and underlined by default
  /// (``defaultMatchStyle``), so that they show without colour too.
  public var matchStyle = CellChrome.defaultMatchStyle

  /// Bold and underlined: the default ``matchStyle``.
  public static let defaultMatchStyle = Style(attributes: [.bold, .underline])

  /// Creates a chrome.
  public init(
    insets: EdgeInsets = .zero, gutterWidth: Int = 2, focusMark: Character = "›",
    showsSeparator: Bool = false, separator: Character = "─",
    separatorStyle: Style = Style(attributes: .dim)
  ) {
    self.insets = insets
    self.gutterWidth = max(0, gutterWidth)
    self.focusMark = focusMark
    self.showsSeparator = showsSeparator
    self.separator = separator
    self.separatorStyle = separatorStyle
  }

  /// The default chrome: a two-column focus gutter, no insets, no separator.
  public static let standard = CellChrome()

  /// The width left for content in a row `width` columns wide.
  public func contentWidth(forRowWidth width: Int) -> Int {
    let (afterGutter, overflow) = width.subtractingReportingOverflow(gutterWidth)
    guard !overflow else { return 0 }
    let (content, overflowed) = afterGutter.subtractingReportingOverflow(insets.horizontal)
    return overflowed ? 0 : max(0, content)
  }

  /// The full height of a row whose content is `contentHeight` lines (saturating at
  /// `Int.max`; a table keeps at most ``TableView/maximumRowHeight``).
  public func rowHeight(forContentHeight contentHeight: Int) -> Int {
    let chrome = insets.vertical.addingReportingOverflow(showsSeparator ? 1 : 0)
    guard !chrome.overflow else { return .max }
    let (height, overflow) = contentHeight.addingReportingOverflow(chrome.partialValue)
    return overflow ? .max : height
  }

  /// The content's rectangle inside a row's frame: the frame less the gutter, the
  /// insets and the separator line.
  public func contentFrame(in rowFrame: Rect) -> Rect {
    let leading = gutterWidth.addingReportingOverflow(insets.leading)
    let column = rowFrame.minColumn.addingReportingOverflow(
      leading.overflow ? .max : leading.partialValue)
    let line = rowFrame.minLine.addingReportingOverflow(insets.top)
    let chrome = rowHeight(forContentHeight: 0)
    return Rect(
      column: column.overflow ? .max : column.partialValue,
      line: line.overflow ? .max : line.partialValue,
      width: contentWidth(forRowWidth: rowFrame.width),
      height: chrome > rowFrame.height ? 0 : rowFrame.height - chrome)
  }
}
