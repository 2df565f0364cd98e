/// Which rows a table shows (``TableView/filter``): rows whose searchable text matches
/// a query, or rows a predicate keeps.
///
/// A filter hides rows; it copies, moves and remakes none. Hidden rows keep their
/// place, their content, their height and their selection, and come back as they were
/// when the filter changes or is cleared. Layout, scrolling, hit testing and moving
/// the focus work on the shown rows only.
///
/// ```swift
/// table.filter = .text(TextQuery("milk"))        // fuzzy, smart case
/// table.filter = .text(TextQuery("Milk", mode: .exact))
/// table.filter = .rows { row in row.id != draftID }
/// table.filter = nil                              // every row again
/// ```
public struct RowFilter {
  enum Test {
    case text(TextQuery, keepsRowsWithoutText: Bool)
    case rows((Row) -> Bool)
  }

  let test: Test

  /// Shows the rows whose searchable text (``RowKind/searchText(of:)``) matches
  /// `query`, in the query's mode (``TextQuery/Mode``: exact substring or fuzzy) and
  /// case rule (smart case by default: a query without capitals ignores case).
  ///
  /// An empty query shows every row. A row whose kind gives no searchable text (a
  /// header, a divider) is shown when `keepsRowsWithoutText` is true, the default,
  /// and hidden otherwise.
  public static func text(_ query: TextQuery, keepsRowsWithoutText: Bool = true) -> RowFilter {
    RowFilter(test: .text(query, keepsRowsWithoutText: keepsRowsWithoutText))
  }

  /// Shows the rows for which `isIncluded` returns true.
  ///
  /// The predicate must be a pure function of the row: it is asked again for a row
  /// only when the row is inserted or its content changes.
  public static func rows(_ isIncluded: @escaping (Row) -> Bool) -> RowFilter {
    RowFilter(test: .rows(isIncluded))
  }

  /// The text query, when this is a text filter.
  public var query: TextQuery? {
    if case .text(let query, _) = test { return query }
    return nil
  }
}
