import RowKit

/// The versions (``/RowKit/TextCanvas/version(ofLine:)``) some lines of a canvas had
/// at a moment, by line, kept to tell whether those lines were written to since.
struct LineVersions {
  /// By line: the version recorded, or the one some earlier record left, or 0.
  private var versions: [UInt64] = []

  /// Keeps the versions of the first `lines` lines, the others dropped; new lines have
  /// version 0.
  mutating func resize(lines: Int) {
    if versions.count > lines {
      versions.removeLast(versions.count - lines)
    } else if versions.count < lines {
      versions += repeatElement(0, count: lines - versions.count)
    }
  }

  /// Records the versions `canvas` gives the lines of `rect` (those kept).
  mutating func record(_ rect: Rect, of canvas: TextCanvas) {
    let lower = max(0, rect.minLine)
    let upper = min(rect.maxLine, versions.count)
    guard lower < upper else { return }
    for line in lower..<upper { versions[line] = canvas.version(ofLine: line) }
  }

  /// Whether the lines of `rect` have in `canvas` the versions last recorded of them (a
  /// line not kept counts as version 0, as a line outside a canvas has).
  ///
  /// - Complexity: O(the lines of `rect`).
  func match(_ rect: Rect, in canvas: TextCanvas) -> Bool {
    for line in rect.minLine..<max(rect.minLine, rect.maxLine)
    where canvas.version(ofLine: line) != (versions.indices.contains(line) ? versions[line] : 0) {
      return false
    }
    return true
  }
}
