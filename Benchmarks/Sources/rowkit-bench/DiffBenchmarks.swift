import RowKit
import RowKitRemoveButton

/// The diff engine and ``RowChanges`` on five inputs (t1k, p5k, shuf10k, p100k, u100k:
/// see ``DiffInput``), once with UUID-like string ids and once with integer ids, each
/// against a floor measured in the same rounds: a `Dictionary` keyed by the raw ids
/// (`String` or `Int`, not `RowID`) from every old id to its offset, then a lookup of
/// every new id. Also the moves against the standard library's `inferringMoves()`
/// pairs.
enum DiffBenchmarks {
  static func run() {
    Report.section("diff (Diff of [Row] of the remove-button kind; floor: [raw id: Int] index)")
    print("  (\"contents not compared\": the same diff with contentEquals always true)")
    var random = BenchRandom(seed: 9)
    let inputs = [
      DiffInput.shifted(named: "t1k", count: 1_000, random: &random),
      DiffInput.shifted(named: "p5k", count: 5_000, random: &random),
      DiffInput.shuffled(named: "shuf10k", count: 10_000, random: &random),
      DiffInput.shifted(named: "p100k", count: 100_000, random: &random),
      DiffInput.shifted(named: "u100k", count: 100_000, updating: 10, random: &random),
    ]
    let strings = UUIDStrings(count: 110_000, random: &random)
    for input in inputs {
      measure(input, ids: "string", limit: 0.3, rawID: strings.string, rowID: { RowID($0) })
    }
    for input in inputs {
      measure(input, ids: "Int", limit: 2, rawID: { $0 }, rowID: { RowID($0) })
    }
    for input in inputs where input.count <= 5_000 {
      let old = input.old.map(strings.string)
      let new = input.new.map(strings.string)
      let pairs = new.difference(from: old).inferringMoves().reduce(0) { count, change in
        guard case .remove(_, _, let partner) = change, partner != nil else { return count }
        return count + 1
      }
      let rows = input.rows { RowID(strings.string($0)) }
      let diff = try? Diff(
        from: rows.old, to: rows.new, id: { $0.id }, contentEquals: { $0.content == $1.content })
      Report.count(
        "\(input.name) moves (limit: stdlib's paired moves)", diff?.moves.count ?? -1,
        limit: pairs)
    }
  }

  /// Times the floor, the diff, the diff without comparing contents and `RowChanges` on
  /// one input with one kind of id, in turn round after round, so that the machine's
  /// load falls on all four alike.
  static func measure<Raw: Hashable>(
    _ input: DiffInput, ids: String, limit: Double, rawID: (Int) -> Raw, rowID: (Raw) -> RowID
  ) {
    let oldRaw = input.old.map(rawID)
    let newRaw = input.new.map(rawID)
    let (old, new) = input.rows { rowID(rawID($0)) }
    let iterations = max(1, 100_000 / input.count)
    let floorBody = {
      var index = [Raw: Int](minimumCapacity: oldRaw.count)
      for (offset, id) in oldRaw.enumerated() { index[id] = offset }
      var found = 0
      for id in newRaw where index[id] != nil { found += 1 }
      return found
    }
    let diffBody = {
      let diff = try? Diff(
        from: old, to: new, id: { $0.id }, contentEquals: { $0.content == $1.content })
      return diff?.moves.count ?? -1
    }
    // The same diff with every content taken as equal: the engine's own share.
    let idsOnlyBody = {
      let diff = try? Diff(from: old, to: new, id: { $0.id }, contentEquals: { _, _ in true })
      return diff?.moves.count ?? -1
    }
    // The summary by id that callers who want ids use: it must cost what the diff
    // costs (it is specialised in this module, as the diff is).
    let changesBody = {
      let changes = try? RowChanges(from: old, to: new)
      return changes?.moved.count ?? -1
    }
    let medians = Timing.alternatingMedians(
      rounds: 7, iterations: iterations, [floorBody, diffBody, idsOnlyBody, changesBody])
    let (floor, diff, idsOnly, changes) = (medians[0], medians[1], medians[2], medians[3])
    let name = "\(input.name) \(ids) ids"
    Report.time("\(name): floor", floor)
    Report.time("\(name): diff", diff, baseline: floor, limits: [.ratio(limit)])
    Report.time("\(name): diff, contents not compared", idsOnly, baseline: floor)
    Report.time("\(name): RowChanges(from:to:)", changes, baseline: floor, limits: [.ratio(limit)])
  }
}

/// One diff input: the old and the new list as numbers (each number one id), and
/// which numbers have new content in the new list.
///
/// The benchmark's five: t1k and p5k (1,000 and 5,000 rows: a tenth deleted, as many
/// inserted, the first 4% shuffled), shuf10k (a random permutation of 10,000), p100k
/// (the p5k shape at 100,000) and u100k (p100k with a tenth of the kept rows given new
/// content).
struct DiffInput {
  var name: String
  var old: [Int]
  var new: [Int]
  var updated: Set<Int> = []

  var count: Int { old.count }

  /// The p5k and p100k shape at `count`: delete the 20%..<30% slice, insert as many
  /// new elements at 30%, shuffle the first 4%, then give `updating`% of the kept
  /// elements new content (u100k).
  static func shifted(
    named name: String, count: Int, updating percent: Int = 0, random: inout BenchRandom
  ) -> DiffInput {
    let old = Array(0..<count)
    var new = old
    new.removeSubrange(count / 5..<count * 3 / 10)
    new.insert(contentsOf: count..<count + count / 10, at: count * 3 / 10)
    new[0..<count / 25].shuffle(using: &random)
    var input = DiffInput(name: name, old: old, new: new)
    if percent > 0 {
      let kept = new.filter { $0 < count }
      input.updated = Set(kept.shuffled(using: &random).prefix(kept.count * percent / 100))
    }
    return input
  }

  /// A random permutation of `count` elements.
  static func shuffled(named name: String, count: Int, random: inout BenchRandom) -> DiffInput {
    DiffInput(name: name, old: Array(0..<count), new: Array(0..<count).shuffled(using: &random))
  }

  /// The rows of both sides, with the ids `id` gives the numbers.
  ///
  /// The new list is an edit of the old one, as a caller that keeps its array and
  /// changes it makes it: a kept row is the old row value; inserted rows and rows with
  /// new content are made afresh.
  func rows(_ id: (Int) -> RowID) -> (old: [Row], new: [Row]) {
    func row(_ number: Int, changed: Bool) -> Row {
      Row(
        id: id(number), kind: RemoveButtonKind(),
        content: .init(title: changed ? "Row \(number) (changed)" : "Row \(number)"))
    }
    let oldRows = old.map { row($0, changed: false) }
    let newRows = new.map { number in
      number < old.count && !updated.contains(number)
        ? oldRows[number] : row(number, changed: updated.contains(number))
    }
    return (oldRows, newRows)
  }
}

/// UUID-like ids (`8-4-4-4-12` upper-case hex digits) from a seeded generator, so
/// that every run diffs the same strings.
struct UUIDStrings {
  var strings: [String]

  init(count: Int, random: inout BenchRandom) {
    let digits = Array("0123456789ABCDEF")
    strings = (0..<count).map { _ in
      var text = ""
      for (group, length) in [8, 4, 4, 4, 12].enumerated() {
        if group > 0 { text.append("-") }
        for _ in 0..<length { text.append(digits[Int(random.next() & 15)]) }
      }
      return text
    }
  }

  func string(_ number: Int) -> String { strings[number] }
}
