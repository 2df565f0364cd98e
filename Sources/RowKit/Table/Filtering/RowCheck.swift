/// A filter's test of one row at a time: what a filter checked in steps asks of the
/// rows whose texts are not gathered (a predicate, or rows changed during the steps).
struct RowCheck {
  private enum Test {
    case all
    case rows((Row) -> Bool)
    case text(TextMatcher, keepsRowsWithoutText: Bool)
  }

  private var test: Test

  init(_ filter: RowFilter?) {
    switch filter?.test {
    case nil: test = .all
    case .rows(let isIncluded): test = .rows(isIncluded)
    case .text(let query, let keeps, _):
      test = query.isEmpty ? .all : .text(TextMatcher(query), keepsRowsWithoutText: keeps)
    }
  }

  /// Whether the filter keeps `row`.
  mutating func keeps(_ row: Row) -> Bool {
    switch test {
    case .all:
      return true
    case .rows(let isIncluded):
      return isIncluded(row)
    case .text(var matcher, let keepsRowsWithoutText):
      guard var text = row.content.searchText else { return keepsRowsWithoutText }
      // Taken out while it works, so that its buffers are not shared and copied.
      test = .all
      defer { test = .text(matcher, keepsRowsWithoutText: keepsRowsWithoutText) }
      return text.withUTF8 { matcher.matches(utf8: $0) }
    }
  }
}
