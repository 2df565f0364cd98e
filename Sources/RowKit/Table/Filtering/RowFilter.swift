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
    case text(TextQuery, keepsRowsWithoutText: Bool, order: TextMatches.Order)
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
    RowFilter(test: .text(query, keepsRowsWithoutText: keepsRowsWithoutText, order: .original))
  }

  /// Shows the rows whose searchable text matches `query`, as
  /// ``text(_:keepsRowsWithoutText:)`` does, in `order`: ``TextMatches/Order/ranked``
  /// shows the best matches first, as fzf does (higher ``TextMatch/score`` first,
  /// equal scores in the rows' order), then the rows without text it keeps, in the
  /// rows' order; ``TextMatches/Order/original`` keeps the rows' order.
  ///
  /// Ranked, layout, scrolling, hit testing and moving the focus follow the ranked
  /// order; index paths, edits and the selection still name rows by their place in
  /// the table; no section header is pinned (``TableView/pinsSectionHeaders``).
  /// Setting a ranked filter scrolls to the top, where its best match is.
  /// An empty query shows every row in the rows' order.
  ///
  /// A table over a ``RowSource`` ranks the source's rows the same way: each match is
  /// scored as the filter checks it, and the matches found so far are ranked again at
  /// each step of ``TableView/continueFiltering(rows:)`` (a viewport at the top stays
  /// at the top, where the best match is; else it keeps its row). Rows the source
  /// inserts or reloads (``TableView/sourceDidChange(_:)``) are scored and ranked in;
  /// the focus and the selection stay with their rows, by source index.
  ///
  /// ```swift
  /// table.filter = .text(TextQuery("tv"), order: .ranked)  // "TableView" before "tests/tv"
  /// ```
  ///
  /// - Complexity: the filter's, plus O(k) to rank k shown rows (a radix sort by
  ///   score) and O(n) to map rows to their ranked places; after an edit while
  ///   ranked, the next layout ranks the shown rows again, O(n + k) matcher calls.
  ///   Over a source: O(k) more at each step and each change of the source (the
  ///   scores are kept, 12 bytes a match; only new and reloaded rows are scored).
  public static func text(
    _ query: TextQuery, keepsRowsWithoutText: Bool = true, order: TextMatches.Order
  ) -> RowFilter {
    RowFilter(test: .text(query, keepsRowsWithoutText: keepsRowsWithoutText, order: order))
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
    if case .text(let query, _, _) = test { return query }
    return nil
  }

  /// The order of the shown rows: ``TextMatches/Order/ranked`` for a text filter made
  /// so, else ``TextMatches/Order/original``.
  public var order: TextMatches.Order {
    if case .text(_, _, let order) = test { return order }
    return .original
  }
}
