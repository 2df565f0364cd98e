import RowKit
import RowKitKinds

/// A table over a source of 100,000,000 rows: opening it, a jump to the middle with its
/// frame, and the table's own memory after 1,000 random jumps. The baseline is the same
/// work on a table of 1,000 rows held in an array (built, jumped, drawn), measured in
/// the same run. Then a ranked fuzzy filter over a source of 1,000,000 paths, its
/// whole scan and frame, at most 2x the same query in the source's order.
enum SourceBenchmarks {
  /// 100,000,000 rows of the built-in kinds, each made when the table asks: the source
  /// holds nothing per row.
  final class Generated: RowSource {
    let count: Int
    init(count: Int) { self.count = count }
    func id(at index: Int) -> RowID { RowID(index) }
    func row(at index: Int) -> Row {
      BuiltInKinds.removableRow(id: RowID(index), title: "Name \(index)")
    }
  }

  static let viewport = Size(columns: 80, lines: 24)

  static func run() {
    Report.section(
      "source: a table over 100,000,000 generated rows (80x24; baseline: 1,000 rows in an array)")
    let registry = TableScreen.registry()
    let small = (0..<1_000).map { BuiltInKinds.removableRow(id: RowID($0), title: "Name \($0)") }
    let source = Generated(count: 100_000_000)
    var canvas = TextCanvas(size: viewport)
    let (open, openArray) = Timing.pairedMedians(
      rounds: 9, iterations: 20,
      {
        let table = try? TableView(registry: registry, source: source, viewport: viewport)
        return table?.numberOfRows ?? 0
      },
      {
        let table = try? TableView(registry: registry, rows: small, viewport: viewport)
        return table?.numberOfRows ?? 0
      })
    Report.time("build a table of 1,000 rows (baseline)", openArray, baseline: openArray)
    Report.time(
      "open a table over 100M rows", open, baseline: openArray, limits: [.nanoseconds(5_000_000)])

    guard let table = try? TableView(registry: registry, source: source, viewport: viewport),
      let plain = try? TableView(registry: registry, rows: small, viewport: viewport)
    else { Report.fail("the tables could not be made") }
    table.draw(into: &canvas)
    var plainCanvas = TextCanvas(size: viewport)
    plain.draw(into: &plainCanvas)
    var step = 0
    let (jump, jumpArray) = Timing.pairedMedians(
      rounds: 9, iterations: 50,
      {
        // The middle, a little further each time, so that no jump finds its rows made.
        step += 1
        table.scroll(toOffset: table.contentHeight / 2 + step * 997)
        table.draw(into: &canvas)
        return table.visibleRowIDs.count
      },
      {
        plain.scroll(toOffset: (step * 389) % 900)
        plain.draw(into: &plainCanvas)
        return plain.visibleRowIDs.count
      })
    Report.time("jump and frame, 1,000 rows (baseline)", jumpArray, baseline: jumpArray)
    Report.time(
      "jump to the middle and frame, 100M rows", jump, baseline: jumpArray,
      limits: [.nanoseconds(1_000_000)])

    // The table's own memory: resident growth while a fresh table makes 1,000 random
    // jumps, each drawn (the source holds nothing).
    var random = BenchRandom(seed: 19)
    var jumped: TableView?
    let memory = Memory.peakGrowth {
      guard let fresh = try? TableView(registry: registry, source: source, viewport: viewport)
      else { return }
      var frame = TextCanvas(size: viewport)
      for _ in 0..<1_000 {
        fresh.scroll(toOffset: Int.random(in: 0..<fresh.contentHeight, using: &random))
        fresh.draw(into: &frame)
      }
      jumped = fresh
    }
    Report.bytes(
      "table's memory after 1,000 random jumps", memory, limits: [.bytes(16 * 1_024 * 1_024)])
    Report.count(
      "rows in its window after them", jumped?.allRows.count ?? 0,
      note: "of \(jumped?.numberOfRows ?? 0)")
    runRanked()
  }

  /// 1,000,000 paths (the filter section's), each row made when the table asks; the
  /// search text given without making the row.
  final class Paths: RowSource {
    let texts: [String]
    init(_ texts: [String]) { self.texts = texts }
    var count: Int { texts.count }
    func id(at index: Int) -> RowID { RowID(index) }
    func row(at index: Int) -> Row {
      Row(id: RowID(index), kind: FilterBenchmarks.PathKind(), content: texts[index])
    }
    func searchText(at index: Int) -> String? { texts[index] }
  }

  /// A fuzzy query over a source of 1,000,000 rows, every step of its scan and its
  /// frame: ranked (each match scored, the matches ranked again at each step) against
  /// the source's order, in alternating rounds.
  static func runRanked() {
    let source = Paths(SearchBenchmarks.rows())
    guard let table = try? TableView(source: source, viewport: viewport) else {
      Report.fail("the table could not be made")
    }
    var canvas = TextCanvas(size: viewport)
    func scan(_ filter: RowFilter) -> Int {
      table.filter = nil
      table.filter = filter
      while table.continueFiltering() {}
      table.draw(into: &canvas)
      return table.numberOfShownRows
    }
    let (ranked, original) = Timing.pairedMedians(
      rounds: 5, iterations: 1,
      { scan(.text(TextQuery("qzj"), order: .ranked)) },
      { scan(.text(TextQuery("qzj"))) })
    Report.time("fuzzy \"qzj\" over a 1M-row source (baseline)", original, baseline: original)
    Report.time(
      "the same ranked, to its frame", ranked, baseline: original, limits: [.ratio(2)])
    Report.count(
      "rows it shows", table.numberOfShownRows, note: "of \(table.numberOfRows)")
  }
}
