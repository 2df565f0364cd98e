import RowKit

/// The showcase's rows in sections (`--sections N`): section k holds N rows, the last
/// what is left, headed `Rows a–b` by a ``SectionHeaderKind`` row that folds it.
enum ShowcaseSections {
  /// The most sections a showcase makes: the status line counts the folded ones on
  /// every frame, one look a section.
  static let maximumCount = 10_000

  /// The number of sections `count` rows make in sections of `size`.
  static func count(rows count: Int, size: Int) -> Int {
    count / size + (count % size == 0 ? 0 : 1)
  }

  /// The showcase's `count` rows (``ShowcaseKind/rows(count:)``) in sections of `size`.
  static func sections(rows count: Int, size: Int) -> [Section] {
    let rows = ShowcaseKind.rows(count: count)
    return stride(from: 0, to: rows.count, by: max(1, size)).map { start in
      let end = min(start + max(1, size), rows.count)
      return Section(
        id: SectionID("rows \(start + 1)"),
        header: Row(
          id: RowID("header \(start + 1)"), kind: SectionHeaderKind(),
          content: "Rows \(start + 1)–\(end)"),
        rows: Array(rows[start..<end]))
    }
  }
}
