import RowKit

/// Which characters of a field's text show in its columns, and where the cursor goes.
///
/// The field shows its text from the start while the cursor fits there; otherwise it
/// scrolls just far enough that the cursor sits in its last column (on a character,
/// the whole character fits before the field ends). Characters are never split: one
/// that does not fit whole at the end is not drawn, and the field starts at a
/// character boundary.
struct TextFieldLayout: Equatable {
  /// The first character shown.
  var start: Int
  /// One past the last character shown.
  var end: Int
  /// The cursor's column within the field, or `nil` when the field has no columns.
  var cursorColumn: Int?

  /// Lays out characters of `widths` columns each in `width` columns with the cursor
  /// before character `cursor` (`widths.count` at the end).
  ///
  /// - Complexity: O(*n*) in the number of characters.
  init(widths: [Int], cursor: Int, width: Int) {
    let cursor = min(max(0, cursor), widths.count)
    guard width > 0 else {
      self.init(start: 0, end: 0, cursorColumn: nil)
      return
    }
    // The cell the cursor shows on: the character under it, or a blank at the end.
    let cursorCell = cursor < widths.count ? max(1, widths[cursor]) : 1
    var start = 0
    var before = widths[0..<cursor].reduce(0, +)
    while start < cursor, before + cursorCell > width {
      before -= widths[start]
      start += 1
    }
    var end = start
    var used = 0
    while end < widths.count, used + widths[end] <= width {
      used += widths[end]
      end += 1
    }
    self.init(start: start, end: end, cursorColumn: min(before, width - 1))
  }

  private init(start: Int, end: Int, cursorColumn: Int?) {
    self.start = start
    self.end = end
    self.cursorColumn = cursorColumn
  }
}
