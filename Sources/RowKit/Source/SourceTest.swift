/// The filter's test of a source's rows, by index.
struct SourceTest {
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
  func narrows(_ broader: SourceTest) -> Bool {
    guard case .text(_, let query, let keeps) = test,
      case .text(_, let old, let keptBefore) = broader.test
    else { return false }
    return keeps == keptBefore && query.narrows(old)
  }

  /// Whether the row at `index` of `source` is kept.
  mutating func keeps(_ index: Int, of source: any RowSource) -> Bool {
    switch test {
    case .all:
      return true
    case .rows(let isIncluded):
      return isIncluded(source.row(at: index))
    case .text(var matcher, let query, let keepsRowsWithoutText):
      guard var text = source.searchText(at: index) else { return keepsRowsWithoutText }
      test = .all
      defer { test = .text(matcher, query, keepsRowsWithoutText: keepsRowsWithoutText) }
      return text.withUTF8 { matcher.matches(utf8: $0) }
    }
  }
}
