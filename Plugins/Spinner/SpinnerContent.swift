import RowKit

extension SpinnerKind {
  /// The frames a spinner turns through.
  public enum Frames: Hashable, Sendable {
    /// Braille dots: `⠋ ⠙ ⠹ ⠸ ⠼ ⠴ ⠦ ⠧ ⠇ ⠏`.
    case dots
    /// A turning line, in ASCII: `| / - \`.
    case line

    /// The frames, in order.
    public var symbols: [String] {
      switch self {
      case .dots: return ["⠋", "⠙", "⠹", "⠸", "⠼", "⠴", "⠦", "⠧", "⠇", "⠏"]
      case .line: return ["|", "/", "-", "\\"]
      }
    }
  }

  /// The state of a spinner row: its label, its frame, and whether the work is done.
  public struct Content: Equatable, Sendable {
    /// What is under way: `Loading names`.
    public var label: String
    /// The frames turned through so far (the one shown is this modulo their number).
    public var phase: Int
    /// Whether the spinner turns; `false` shows ``doneMark`` instead.
    public var isSpinning: Bool
    /// The frames.
    public var frames: Frames
    /// The mark shown once the work is done: `✓` by default.
    public var doneMark: String

    /// Creates the content of a spinner row.
    public init(
      label: String, isSpinning: Bool = true, frames: Frames = .dots, phase: Int = 0,
      doneMark: String = "✓"
    ) {
      self.label = label
      self.isSpinning = isSpinning
      self.frames = frames
      self.phase = phase
      self.doneMark = doneMark
    }

    /// The frame shown now, or the done mark.
    public var symbol: String {
      guard isSpinning else { return doneMark }
      let symbols = frames.symbols
      let count = symbols.count
      return symbols[((phase % count) + count) % count]
    }

    /// The content a frame later (the phase wraps, so it never overflows).
    public func ticked() -> Content {
      var next = self
      next.phase = (phase % frames.symbols.count + 1) % frames.symbols.count
      return next
    }

    /// The content with the work done: the mark instead of the spinner.
    public func done() -> Content {
      var next = self
      next.isSpinning = false
      return next
    }
  }
}
