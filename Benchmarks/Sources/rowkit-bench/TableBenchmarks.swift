import RowKit
import RowKitKinds
import RowKitRemoveButton

/// The figures of the table's update path: edits at a million rows against the same
/// edits at a thousand, batches against single calls, `apply(rows:)` against its diff,
/// building against making the rows, memory per row, and frames after random jumps.
enum TableBenchmarks {
  static func run() {
    for part in parts { part.run() }
  }

  /// The parts of the section, each also a section of its own (`rowkit-bench
  /// table-edits`, ...).
  static let parts: [(name: String, run: @Sendable () -> Void)] = [
    (
      "table-edits",
      {
        Report.section("table: edits (median of one call)")
        edits()
      }
    ),
    (
      "table-apply",
      {
        Report.section("table: apply(rows:) against the diff alone")
        applying()
        applyingPermutation()
      }
    ),
    (
      "table-building",
      {
        Report.section("table: building")
        building()
      }
    ),
    (
      "table-memory",
      {
        Report.section("table: memory (resident)")
        memory()
      }
    ),
    (
      "table-jumps",
      {
        Report.section("table: frames at 80x24 after random jumps")
        frames()
      }
    ),
  ]

  // MARK: Edits

  /// A table being edited: random one-row inserts, deletes and moves.
  final class Editor {
    let table: TableView
    let count: Int
    var random = BenchRandom(seed: 7)
    var next: Int
    var inserted: [RowID] = []

    init(count: Int) {
      table = TableScreen.table(count)
      self.count = count
      next = count
    }

    func insert() -> Int {
      next += 1
      let id = RowID(next)
      inserted.append(id)
      try? table.insert(
        [BuiltInKinds.removableRow(id: id, title: "New")],
        at: RowIndexPath(row: Int.random(in: 0...table.numberOfRows, using: &random)))
      return table.numberOfRows
    }

    func delete() -> Int {
      if inserted.isEmpty { return 0 }
      let id = inserted.remove(at: Int.random(in: 0..<inserted.count, using: &random))
      try? table.delete(id)
      return table.numberOfRows
    }

    func move() -> Int {
      let id = RowID(Int.random(in: 0..<count, using: &random))
      try? table.move(id, to: RowIndexPath(row: Int.random(in: 0..<count, using: &random)))
      return table.numberOfRows
    }
  }

  /// One-row insert, delete and move at 1,000 and 1,000,000 rows, in alternating
  /// rounds; 1,000 reconfigures in one batch against 1,000 single calls.
  static func edits() {
    let small = Editor(count: 1_000)
    let large = Editor(count: 1_000_000)
    let insert = Timing.pairedMedians(iterations: 200, small.insert, large.insert)
    let delete = Timing.pairedMedians(iterations: 200, small.delete, large.delete)
    let move = Timing.pairedMedians(iterations: 200, small.move, large.move)
    for (edit, value) in [("insert", insert), ("delete", delete), ("move", move)] {
      Report.time("\(edit) one row, 1k rows", value.0)
      Report.time(
        "\(edit) one row, 1M rows (ratio to 1k)", value.1, baseline: value.0,
        limits: [.nanoseconds(10_000), .ratio(3)])
    }
    let table = TableScreen.table(1_000_000)
    var round = 0
    func contents() -> [(RowID, AnyRowContent)] {
      round += 1
      return (0..<1_000).map { index in
        let id = RowID(index * 997 % 1_000_000 / 4 * 4)
        return (id, BuiltInKinds.removableRow(id: id, title: "Round \(round)").content)
      }
    }
    let single = Timing.median(rounds: 7, iterations: 1) {
      for (id, content) in contents() { try? table.reconfigure(id, with: content) }
      return table.numberOfRows
    }
    Report.time("1,000 single reconfigures, 1M rows", single)
    let batch = Timing.median(rounds: 7, iterations: 1) {
      try? table.performBatchUpdates(contents().map { .reconfigure($0.0, $0.1) })
      return table.numberOfRows
    }
    Report.time(
      "a batch of 1,000 reconfigures (ratio to singles)", batch, baseline: single,
      limits: [.ratio(2)])
  }

  // MARK: Applying

  /// `apply(rows:)` with one row changed at 100,000 and 1,000,000 rows, against the
  /// diff of the same two lists of rows alone, in alternating rounds; and the peak
  /// memory of each.
  static func applying() {
    for count in [100_000, 1_000_000] {
      let kind = RemoveButtonKind()
      let old = (0..<count).map {
        Row(id: RowID($0), kind: kind, content: .init(title: "Row \($0)"))
      }
      var new = old
      new[count / 2] = Row(id: RowID(count / 2), kind: kind, content: .init(title: "Changed"))
      let table = TableScreen.table(rows: old)
      var flip = false
      let name = count == 100_000 ? "100k" : "1M"
      let (diff, apply) = Timing.pairedMedians(
        rounds: 9, iterations: 1,
        {
          let diff = try? Diff(
            from: old, to: new, id: { $0.id }, contentEquals: { $0.content == $1.content })
          return diff?.updates.count ?? -1
        },
        {
          flip.toggle()
          return (try? table.apply(rows: flip ? new : old))?.updated.count ?? -1
        })
      Report.time("\(name) rows, one changed: the diff alone", diff)
      Report.time(
        "\(name) rows, one changed: apply(rows:)", apply, baseline: diff,
        limits: [.ratio(1.3)])
      if count == 1_000_000 {
        let diffPeak = Memory.peakGrowth {
          let diff = try? Diff(
            from: old, to: new, id: { $0.id }, contentEquals: { $0.content == $1.content })
          Timing.sink &+= diff?.updates.count ?? 0
        }
        let applyPeak = Memory.peakGrowth {
          flip.toggle()
          Timing.sink &+= (try? table.apply(rows: flip ? new : old))?.updated.count ?? 0
        }
        Report.bytes("\(name) rows: peak memory of the diff alone", diffPeak)
        Report.bytes(
          "\(name) rows: peak memory of apply(rows:) (ratio)", applyPeak, baseline: diffPeak,
          limits: [.ratio(1.5)])
      }
    }
  }

  /// `apply(rows:)` of shuf10k (every one of 10,000 rows in a new, random place)
  /// against the diff of the same two lists alone, in alternating rounds: each call
  /// goes the other way (to the shuffled order, then back), the diff's as the table's.
  /// Once with integer ids and once with UUID-like string ids.
  static func applyingPermutation() {
    var random = BenchRandom(seed: 10)
    let input = DiffInput.shuffled(named: "shuf10k", count: 10_000, random: &random)
    let strings = UUIDStrings(count: input.count, random: &random)
    let idKinds: [(String, (Int) -> RowID)] = [
      ("Int", { RowID($0) }), ("string", { RowID(strings.string($0)) }),
    ]
    for (ids, id) in idKinds {
      let (old, new) = input.rows(id)
      let table = TableScreen.table(rows: old)
      var diffFlip = false
      var applyFlip = false
      let (diff, apply) = Timing.pairedMedians(
        rounds: 9, iterations: 10,
        {
          diffFlip.toggle()
          let diff = try? Diff(
            from: diffFlip ? old : new, to: diffFlip ? new : old, id: { $0.id },
            contentEquals: { $0.content == $1.content })
          return diff?.moves.count ?? -1
        },
        {
          applyFlip.toggle()
          return (try? table.apply(rows: applyFlip ? new : old))?.moved.count ?? -1
        })
      Report.time("shuf10k, \(ids) ids: the diff alone", diff)
      Report.time(
        "shuf10k, \(ids) ids: apply(rows:)", apply, baseline: diff, limits: [.ratio(1.5)])
    }
  }

  // MARK: Building

  /// Building a million-row table against making its row values: each row made from
  /// its number, its title formatted, as an app makes rows from its data; also the row
  /// values alone, from titles made before. A figure of making is the time to make the
  /// rows (the array of them included); freeing them again comes after the clock stops
  /// and is printed on its own.
  static func building() {
    let count = 1_000_000
    let make = Timing.makingMedian { TableScreen.rows(count) }
    Report.time(
      "make 1M row values (titles formatted), per row", make.making / Double(count),
      limits: [.nanoseconds(200)])
    let titles = TableScreen.titles(count)
    let wrap = Timing.makingMedian { TableScreen.rows(titles: titles) }
    Report.time(
      "  of which wrapping titles made before in rows", wrap.making / Double(count),
      limits: [.nanoseconds(200)])
    Report.time("  freeing the rows again (per row)", wrap.destroying / Double(count))
    let rows = TableScreen.rows(titles: titles)
    let build = Timing.makingMedian {
      try? TableView(
        registry: TableScreen.registry(), rows: rows, viewport: Size(columns: 80, lines: 24))
    }
    Report.time(
      "build a 1M-row table (ratio to making rows)", build.making, baseline: make.making,
      limits: [.ratio(0.5)])
  }

  // MARK: Memory

  static func memory() {
    let count = 1_000_000
    var rows = TableScreen.rows(count)
    Memory.trim()
    let withRows = Memory.resident
    var table = TableScreen.table(rows: rows)
    rows = []
    Memory.trim()
    let perRow = (Memory.resident - withRows) / Double(count)
    Report.bytes(
      "table's own structures per row, 1M rows", perRow, limits: [.bytes(32)])
    // Warm up: the first edits may grow the pools of free slots and nodes.
    var next = count
    for _ in 0..<100 {
      next += 1
      try? table.insert(
        [BuiltInKinds.removableRow(id: RowID(next), title: "w")], at: RowIndexPath(row: 500_000))
      try? table.delete(RowID(next))
    }
    let edit = Memory.peakGrowth {
      next += 1
      try? table.insert(
        [BuiltInKinds.removableRow(id: RowID(next), title: "x")], at: RowIndexPath(row: 12_345))
      try? table.delete(RowID(next - 50))
      try? table.move(RowID(4_000), to: RowIndexPath(row: 900_000))
    }
    Report.bytes(
      "one-row insert, delete, move: peak growth", edit, limits: [.bytes(1_048_576)])
    table = TableScreen.table(0)
  }

  // MARK: Frames

  /// Random jumps (scroll to an offset, draw) at 1,000 and 1,000,000 rows, in
  /// alternating rounds: time per frame, and the counters that show each newly shown
  /// row is measured and configured once.
  static func frames() {
    let small = TableScreen.table(1_000)
    let large = TableScreen.table(1_000_000)
    var canvas = TextCanvas(size: small.viewport)
    var random = BenchRandom(seed: 3)
    func jump(_ table: TableView) -> () -> Int {
      {
        table.scroll(toOffset: Int.random(in: 0...table.maxContentOffset, using: &random))
        table.draw(into: &canvas)
        return canvas.size.lines
      }
    }
    let before = large.counters
    let frame = Timing.pairedMedians(iterations: 100, jump(small), jump(large))
    let after = large.counters
    Report.time("jump + draw, 1k rows", frame.0)
    Report.time(
      "jump + draw, 1M rows (ratio to 1k)", frame.1, baseline: frame.0, limits: [.ratio(1.3)])
    let installs = after.installs - before.installs
    Report.count("  1M rows: rows installed in cells (newly shown)", installs)
    Report.count(
      "  1M rows: rows measured", after.measurements - before.measurements, limit: installs,
      note: "each newly shown row at most once")
    Report.count(
      "  1M rows: content configured (one layout each)",
      after.configurations - before.configurations, limit: installs)
  }
}
