import RowKitTesting
import Testing

@testable import RowKit

/// The ranked view's order and heights (``RankedOrder``) against a plain model: the
/// matches stably sorted by score, then the kept rows, and heights summed over that
/// array, the order built in steps as a filter's scan builds it (each step's rows
/// ranked into the order made before); and the ranking of a table's filter matches
/// against ``TextMatches``'.
@Suite struct RankedOrderTests {
  @Test(arguments: SeededGenerator.testSeeds())
  func orderAndHeightsAgreeWithASortedArray(seed: UInt64) {
    var random = SeededGenerator(seed: seed)
    let rows = Int.random(in: 0..<400, using: &random)
    var heights = (0..<rows).map { _ in Int32.random(in: -1...4, using: &random) }
    let marks = (0..<rows).map { _ in Int.random(in: 0..<4, using: &random) }
    let matches = (0..<rows).filter { marks[$0] == 0 }
    let kept = (0..<rows).filter { marks[$0] == 1 }
    let scores = matches.map { _ in Int.random(in: -3...3, using: &random) }
    // Every shown row with its score (rows kept without text lowest), ranked in
    // steps: runs of consecutive flat indexes, as the scan shows them, or rows picked
    // at random (each step's ascending), as after rows are shown anywhere.
    let shown = (0..<rows).filter { marks[$0] <= 1 }
    let score = Dictionary(uniqueKeysWithValues: zip(matches, scores))
    let stepCount = Int.random(in: 1...6, using: &random)
    let inRuns = Bool.random(using: &random)
    let stepOf = shown.indices.map { place in
      inRuns
        ? place * stepCount / max(1, shown.count) : Int.random(in: 0..<stepCount, using: &random)
    }
    var order = RankedOrder(rows: rows)
    for step in 0..<stepCount {
      let added = shown.indices.filter { stepOf[$0] == step }.map { shown[$0] }
      order.insert(
        rows: added.map { UInt32($0) },
        scores: added.map { score[$0].map { Int32($0) } ?? RowCheck.withoutText },
        heights: added.map { heights[$0] })
      // The order read between steps (ranked in) or not (the steps wait together).
      if Bool.random(using: &random) { order.settle() }
    }
    order.settle()
    let model =
      zip(matches, scores).enumerated().sorted {
        ($0.element.1, $1.offset) > ($1.element.1, $0.offset)
      }.map(\.element.0) + kept
    for step in 0..<40 {
      let context = "seed \(seed), step \(step): replay with ROWKIT_SEED=\(seed)"
      let estimate = Int.random(in: 1...3, using: &random)
      #expect(order.count == model.count, "\(context)")
      #expect((0..<order.count).map { order.flatIndex(at: $0) } == model, "\(context)")
      #expect(
        (0..<rows).map { order.position(ofFlat: $0) }
          == (0..<rows).map { model.firstIndex(of: $0) },
        "\(context)")
      var tops = [0]
      for flat in model {
        tops.append(tops.last! + (heights[flat] < 0 ? estimate : Int(heights[flat])))
      }
      #expect((0...model.count).map { order.top(at: $0, estimate: estimate) } == tops, "\(context)")
      let lines = Array(-1...(tops.last ?? 0))
      let covering = lines.map { line in
        model.indices.first { tops[$0] <= line && line < tops[$0 + 1] }
      }
      #expect(
        lines.map { order.position(containingLine: $0, estimate: estimate) } == covering,
        "\(context)")
      // A row measured again (or forgotten).
      guard rows > 0 else { break }
      let flat = Int.random(in: 0..<rows, using: &random)
      let new = Int32.random(in: -1...5, using: &random)
      order.heightChanged(flatIndex: flat, from: heights[flat], to: new)
      heights[flat] = new
    }
  }

  @Test func aTablesFuzzyMatchesRankAsTextMatchesRanksThem() throws {
    let names = [
      "TableView.swift", "TextCanvas.swift", "tableview-notes.md", "Tests", "the_vast_sea",
      "TV", "t.v", "ToolView", "nothing",
    ]
    let table = try TableView(
      registry: TestKinds.registry(),
      rows: names.enumerated().map { label(RowID($0.offset), $0.element) },
      viewport: Size(columns: 20, lines: 4))
    let query = TextQuery("tv")
    table.filter = .text(query)
    let matches = try #require(table.filterState.matches)
    let scores = matches.scores(in: table.filterState.texts)
    var order = RankedOrder(rows: names.count)
    order.insert(
      rows: matches.rows, scores: scores.map { RowCheck.kept($0) },
      heights: matches.rows.map { _ in -1 })
    order.settle()
    let expected = Array(TextMatches(searching: names, for: query, order: .ranked))
    #expect((0..<order.count).map { order.flatIndex(at: $0) } == expected)
    #expect(scores == matches.rows.map { query.match(names[Int($0)])?.score ?? -1 })
  }
}
