/// A filter's test of one row at a time: what a filter checked in steps asks of the
/// rows whose texts are not gathered (a predicate, or rows changed during the steps),
/// and what filtering a source asks of its rows, by index; for a ranked text filter,
/// each kept row's score too, in the same call.
///
/// The text matcher is a stored property, used in place: taking it out of an enum's
/// payload and putting it back for each row would retain and release each of its
/// buffers, which costs more than matching a short text.
struct RowCheck {
  private enum Test {
    case all
    case rows((Row) -> Bool)
    case text(TextQuery, keepsRowsWithoutText: Bool)
  }

  private let test: Test
  /// The matcher of a text filter with a query.
  private var matcher: TextMatcher?
  /// Whether the filter ranks its matches: a ranked text filter with a query.
  let ranks: Bool

  /// The score given to a row kept without text: below every match's.
  static let withoutText = Int32.min

  /// A match's score as kept: clamped above ``withoutText``.
  static func kept(_ score: Int) -> Int32 {
    Int32(clamping: max(score, Int(Int32.min) + 1))
  }

  init(_ filter: RowFilter?) {
    switch filter?.test {
    case nil:
      test = .all
      ranks = false
    case .rows(let isIncluded):
      test = .rows(isIncluded)
      ranks = false
    case .text(let query, let keeps, let order):
      test = query.isEmpty ? .all : .text(query, keepsRowsWithoutText: keeps)
      matcher = query.isEmpty ? nil : TextMatcher(query)
      ranks = order == .ranked && !query.isEmpty
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
    guard case .text(let query, let keeps) = test,
      case .text(let old, let keptBefore) = broader.test
    else { return false }
    return keeps == keptBefore && query.narrows(old)
  }

  /// Whether the filter keeps `row`.
  mutating func keeps(_ row: Row) -> Bool {
    check(row: { row }, text: { row.content.searchText }) != nil
  }

  /// The check of `row`: `nil` when the filter hides it; else, ranked, its score
  /// (``withoutText`` for a row kept without text), and 0 when the filter does not
  /// rank.
  mutating func check(_ row: Row) -> Int32? {
    check(row: { row }, text: { row.content.searchText })
  }

  /// The check of the row at `index` of `source`, as ``check(_:)`` gives it (its row
  /// is made only for a predicate).
  mutating func check(_ index: Int, of source: any RowSource) -> Int32? {
    check(row: { source.row(at: index) }, text: { source.searchText(at: index) })
  }

  @inline(__always)
  private mutating func check(row: () -> Row, text searchText: () -> String?) -> Int32? {
    switch test {
    case .all:
      return 0
    case .rows(let isIncluded):
      return isIncluded(row()) ? 0 : nil
    case .text(_, let keepsRowsWithoutText):
      guard var text = searchText() else { return keepsRowsWithoutText ? Self.withoutText : nil }
      if ranks {
        return text.withUTF8 { matcher?.score(utf8: $0) }.map(Self.kept)
      }
      return text.withUTF8 { matcher?.matches(utf8: $0) ?? false } ? 0 : nil
    }
  }
}
