/// A filter's test of one row at a time: what a filter checked in steps asks of the
/// rows whose texts are not gathered (a predicate, or rows changed during the steps),
/// and what filtering a source asks of its rows, by index.
struct RowCheck {
  private enum Test {
    case all
    case rows((Row) -> Bool)
    case text(TextMatcher, TextQuery, keepsRowsWithoutText: Bool)
  }

  private var test: Test

  init(_ filter: RowFilter?) {
    switch filter?.test {
    case nil: test = .all
    case .rows(let isIncluded): test = .rows(isIncluded)
    case .text(let query, let keeps, _):
      test = query.isEmpty ? .all : .text(TextMatcher(query), query, keepsRowsWithoutText: keeps)
    }
  }

  /// Whether the filter keeps every row.
  var keepsEveryRow: Bool {
    if case .all = test { return true }
    return false
  }

  /// Whether this test keeps only rows `broader` keeps: a narrower text query with
  /// the same rule for rows without text.
  func narrows(_ broader: RowCheck) -> Bool {
    guard case .text(_, let query, let keeps) = test,
      case .text(_, let old, let keptBefore) = broader.test
    else { return false }
    return keeps == keptBefore && query.narrows(old)
  }

  /// Whether the filter keeps `row`.
  mutating func keeps(_ row: Row) -> Bool {
    keeps(row: { row }, text: { row.content.searchText })
  }

  /// Whether the row at `index` of `source` is kept (its row is made only for a
  /// predicate).
  mutating func keeps(_ index: Int, of source: any RowSource) -> Bool {
    keeps(row: { source.row(at: index) }, text: { source.searchText(at: index) })
  }

  @inline(__always)
  private mutating func keeps(row: () -> Row, text searchText: () -> String?) -> Bool {
    switch test {
    case .all:
      return true
    case .rows(let isIncluded):
      return isIncluded(row())
    case .text(var matcher, let query, let keepsRowsWithoutText):
      guard var text = searchText() else { return keepsRowsWithoutText }
      // Taken out while it works, so that its buffers are not shared and copied.
      test = .all
      defer { test = .text(matcher, query, keepsRowsWithoutText: keepsRowsWithoutText) }
      return text.withUTF8 { matcher.matches(utf8: $0) }
    }
  }
}
