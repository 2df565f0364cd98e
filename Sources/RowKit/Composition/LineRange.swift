/// The lines of a composition that draw differently after a restyle: one range that
/// grows to cover every range added to it (empty until then).
struct LineRange: Equatable {
  /// The lines covered; empty when none.
  private(set) var lines: Range<Int> = 0..<0

  /// Whether no line is covered.
  var isEmpty: Bool { lines.isEmpty }

  /// Covers `other` too (and the lines between the two).
  mutating func formUnion(_ other: Range<Int>) {
    guard !other.isEmpty else { return }
    guard !lines.isEmpty else {
      lines = other
      return
    }
    lines = min(lines.lowerBound, other.lowerBound)..<max(lines.upperBound, other.upperBound)
  }
}
