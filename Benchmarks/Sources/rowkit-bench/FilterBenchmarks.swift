import RowKit

/// `TableView.filter` over 1,000,000 one-line rows, with the limits below, against the
/// floor of ``SearchBenchmarks``: a memchr+memcmp search for the query's bytes in each
/// row's UTF-8, over the same texts packed in one buffer, measured in the same run.
///
/// - exact mode, the first query (the rows' texts already gathered), all its steps
///   (setting the filter, then `continueFiltering()` until it is done): at most 1.5x
///   the floor;
/// - the first query's first step alone (what setting the filter does before the next
///   frame: 65,536 rows checked, every row's bit written): at most 0.25x the whole
///   query;
/// - one more character (narrowing): at most 0.3x the first query;
/// - clearing the filter: at most 5 ms;
/// - fuzzy mode, the first query: at most 4x the floor;
/// - the same fuzzy query ranked (100,000 matches), to the rows of its first frame:
///   at most 2x the fuzzy query alone;
/// - one insert and one delete while filtered: at most 10 µs each.
///
/// Gathering the texts (once, the first time a text filter is set after rows change)
/// is printed beside them, with no limit: it calls each row's kind.
enum FilterBenchmarks {
  /// A one-line row of a path, searched by its text.
  struct PathKind: ComposedRowKind {
    typealias Content = String
    var id: RowKindID { "path" }
    func body(of content: String) -> Node { .text(content) }
    func searchText(of content: String) -> String? { content }
  }

  static func run() {
    Report.section("filter (TableView.filter over 1,000,000 one-line rows; floor: memchr+memcmp)")
    let texts = SearchBenchmarks.rows()
    let packed = SearchBenchmarks.PackedRows(texts)
    let kind = PathKind()
    guard
      let table = try? TableView(
        rows: texts.enumerated().map { Row(id: RowID($0.offset), kind: kind, content: $0.element) },
        viewport: Size(columns: 80, lines: 24))
    else { return }
    _ = table.render()
    let exact = RowFilter.text(TextQuery("view", mode: .exact))
    let narrower = RowFilter.text(TextQuery("viewm", mode: .exact))
    let unrelated = RowFilter.text(TextQuery("x", mode: .exact))
    let fuzzy = RowFilter.text(TextQuery("qzj"))

    /// Sets a filter and takes every step of it.
    func filter(_ new: RowFilter?) {
      table.filter = new
      while table.continueFiltering() {}
    }
    let gather = once { filter(exact) }
    let floor = Timing.median(rounds: 7, iterations: 1) {
      SearchBenchmarks.substringScan(packed, "view")
    }
    Report.time("floor, \"view\" in each row (packed)", floor, baseline: floor)
    Report.time("first text filter, gathering texts", gather, baseline: floor)
    let first = timed(rounds: 7, before: { filter(unrelated) }, body: { filter(exact) })
    Report.time("exact \"view\", first query", first, baseline: floor, limits: [.ratio(1.5)])
    let firstStep = timed(
      rounds: 7, before: { filter(unrelated) },
      body: {
        table.filter = exact
        Timing.sink &+= table.numberOfShownRows
      })
    Report.time(
      "exact \"view\", its first step", firstStep, baseline: first, limits: [.ratio(0.25)])
    let narrowing = timed(rounds: 7, before: { filter(exact) }, body: { filter(narrower) })
    Report.time("exact \"viewm\", narrowing", narrowing, baseline: first, limits: [.ratio(0.3)])
    let clearing = timed(rounds: 7, before: { filter(exact) }, body: { filter(nil) })
    Report.time("clearing the filter", clearing, limits: [.nanoseconds(5e6)])
    let fuzzyFirst = timed(rounds: 7, before: { filter(unrelated) }, body: { filter(fuzzy) })
    Report.time("fuzzy \"qzj\", first query", fuzzyFirst, baseline: floor, limits: [.ratio(4)])
    let ranked = RowFilter.text(TextQuery("qzj"), order: .ranked)
    let rankedFirst = timed(
      rounds: 7, before: { filter(unrelated) },
      body: {
        filter(ranked)
        Timing.sink &+= table.visibleRowIDs.count
      })
    Report.time(
      "fuzzy \"qzj\" ranked, to its frame's rows", rankedFirst, baseline: fuzzyFirst,
      limits: [.ratio(2)])
    filter(fuzzy)
    Report.count(
      "rows shown by \"qzj\"", table.numberOfShownRows,
      note: "of \(table.numberOfRows); \"view\" shows "
        + "\(SearchBenchmarks.substringScan(packed, "view")) by the floor's count")

    filter(exact)
    _ = table.render()
    var next = 2_000_000
    let middle = RowIndexPath(row: 500_000)
    let insert = Timing.median(rounds: 7, iterations: 200) {
      next += 1
      try? table.insert([Row(id: RowID(next), kind: kind, content: "src/view/new")], at: middle)
      return next
    }
    Report.time("insert one row while filtered", insert, limits: [.nanoseconds(10_000)])
    var last = 2_000_000
    let delete = Timing.median(rounds: 7, iterations: 200) {
      last += 1
      try? table.delete(RowID(last))
      return last
    }
    Report.time("delete one row while filtered", delete, limits: [.nanoseconds(10_000)])
  }

  /// The time of one call, in nanoseconds.
  static func once(_ body: () -> Void) -> Double {
    let elapsed = ContinuousClock().measure(body)
    let (seconds, attoseconds) = elapsed.components
    return Double(seconds) * 1e9 + Double(attoseconds) / 1e9
  }

  /// The median time of `body`, each round after an untimed `before`.
  static func timed(rounds: Int, before: () -> Void, body: () -> Void) -> Double {
    var samples: [Double] = []
    for _ in 0..<rounds {
      before()
      samples.append(once(body))
    }
    return samples.sorted()[samples.count / 2]
  }
}
