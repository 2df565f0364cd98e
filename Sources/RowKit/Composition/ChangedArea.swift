/// The part of a composition that draws differently after a restyle: the lines and the
/// columns of the steps that changed, each one range that grows to cover every range
/// added to it (empty until then). Drawing the rectangle they make again shows the new
/// look; the cells outside it draw as they did.
struct ChangedArea: Equatable {
  /// The lines covered; empty when none.
  private(set) var lines: Range<Int> = 0..<0
  /// The columns covered; empty when no line is.
  private(set) var columns: Range<Int> = 0..<0

  /// Whether nothing is covered.
  var isEmpty: Bool { lines.isEmpty }

  /// Covers the rectangle of `lines` and `columns` too (and the lines and columns
  /// between it and the area covered); an empty one adds nothing.
  mutating func formUnion(lines: Range<Int>, columns: Range<Int>) {
    guard !lines.isEmpty, !columns.isEmpty else { return }
    guard !isEmpty else {
      self.lines = lines
      self.columns = columns
      return
    }
    let top = min(self.lines.lowerBound, lines.lowerBound)
    let left = min(self.columns.lowerBound, columns.lowerBound)
    self.lines = top..<max(self.lines.upperBound, lines.upperBound)
    self.columns = left..<max(self.columns.upperBound, columns.upperBound)
  }

  /// Covers `other` too.
  mutating func formUnion(_ other: ChangedArea) {
    formUnion(lines: other.lines, columns: other.columns)
  }
}
