import RowKit

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Filtering 1,000,000 one-line rows with ``TextMatches``, against a floor measured in
/// the same run over the same texts: a memmem-style search for the query's bytes in
/// each row's UTF-8 (libc's `memchr` for the first byte, `memcmp` for the rest), in a
/// loop: what a plain substring filter does, case-sensitive, with no score.
///
/// - exact mode, the first query: at most 1.5x the floor;
/// - one more character (narrowing, re-checking only the first query's matches): at
///   most 0.3x the first query;
/// - fuzzy mode, the first query: at most 4x the floor;
/// - the fuzzy query ranked by score (100,000 matches): at most 2x the fuzzy scan.
///
/// Each figure twice: over the rows as an array of `String` (one heap object per row)
/// and over the same rows packed in one byte buffer with their offsets (as `pick`
/// keeps its lines). Narrowing re-checks 16% of the rows, from the copy of their texts
/// that the first query keeps: read in place, over separate heap strings, each one
/// would be a cache miss that the full scan's sequential walk does not pay.
///
/// Rows are paths with camelCase names (30–70 bytes); every tenth holds a `q`, a `z`
/// and a `j` in order, letters no other row has, so the fuzzy query `qzj` matches
/// exactly 100,000 rows, with scores that vary.
enum SearchBenchmarks {
  static let count = 1_000_000

  /// The rows: paths from a fixed-seed generator.
  static func rows() -> [String] {
    var random = BenchRandom(seed: 19)
    let directories = ["src", "lib", "test", "docs", "app", "core", "net", "ui", "tools"]
    let words = [
      "user", "account", "profile", "billing", "search", "index", "render", "layout",
      "network", "cache", "storage", "session", "auth", "report", "editor", "parser",
      "view", "model", "controller", "manager", "service", "handler", "store", "client",
    ]
    let markers = [
      "quartz/jobs", "QuizJam", "q_z_j", "faqs-zone/major", "quiz jar", "Quartz.json",
      "liquidize/objects", "squeeze-jobs",
    ]
    let extensions = [".swift", ".go", ".rs", ".py", ".ts", ".c", ".md"]
    func pick(_ list: [String]) -> String { list[Int.random(in: 0..<list.count, using: &random)] }
    return (0..<count).map { index in
      var path = pick(directories)
      for _ in 0..<Int.random(in: 1...3, using: &random) { path += "/" + pick(words) }
      if index % 10 == 3 { path += "/" + pick(markers) }
      var name = pick(words)
      for _ in 0..<Int.random(in: 0...2, using: &random) {
        let word = pick(words)
        name += word.prefix(1).uppercased() + word.dropFirst()
      }
      return path + "/" + name + "_\(index % 997)" + pick(extensions)
    }
  }

  /// The rows packed in one byte buffer, with the offset where each starts.
  struct PackedRows: SearchableTexts {
    var bytes: [UInt8] = []
    var starts: [Int] = [0]

    init(_ rows: [String]) {
      for row in rows {
        bytes.append(contentsOf: row.utf8)
        starts.append(bytes.count)
      }
    }

    var count: Int { starts.count - 1 }

    func withText(at index: Int, _ body: (UnsafeBufferPointer<UInt8>) -> Void) {
      bytes.withUnsafeBufferPointer { bytes in
        body(UnsafeBufferPointer(rebasing: bytes[starts[index]..<starts[index + 1]]))
      }
    }

    func forEachText(in range: Range<Int>, _ body: (Int, UnsafeBufferPointer<UInt8>) -> Void) {
      bytes.withUnsafeBufferPointer { bytes in
        starts.withUnsafeBufferPointer { starts in
          for index in range {
            body(index, UnsafeBufferPointer(rebasing: bytes[starts[index]..<starts[index + 1]]))
          }
        }
      }
    }

    /// Reads eight texts ahead (their first and last bytes), so that their cache
    /// misses overlap.
    func forEachText(at numbers: [Int], _ body: (Int, UnsafeBufferPointer<UInt8>) -> Void) {
      bytes.withUnsafeBufferPointer { bytes in
        starts.withUnsafeBufferPointer { starts in
          var touched: UInt8 = 0
          for (position, number) in numbers.enumerated() {
            if position & 15 == 0 {
              for ahead in numbers[position..<min(position + 16, numbers.count)]
              where starts[ahead] < starts[ahead + 1] {
                touched |= bytes[starts[ahead]] | bytes[starts[ahead + 1] - 1]
              }
            }
            // Uses what was read, so that the reads stay (a number is never negative).
            if touched == 0xFF && number < 0 { continue }
            body(number, UnsafeBufferPointer(rebasing: bytes[starts[number]..<starts[number + 1]]))
          }
        }
      }
    }
  }

  /// The floor: how many texts hold `query`'s bytes, by a memmem-style search over
  /// each one's UTF-8: libc's `memchr` finds the first byte, `memcmp` compares the rest.
  static func substringScan(_ texts: some SearchableTexts, _ query: String) -> Int {
    let needle = Array(query.utf8)
    guard let first = needle.first else { return texts.count }
    var found = 0
    needle.withUnsafeBytes { needle in
      guard let rest = needle.baseAddress.map({ $0 + 1 }) else { return }
      let restCount = needle.count - 1
      texts.forEachText(in: 0..<texts.count) { _, bytes in
        guard var start = UnsafeRawPointer(bytes.baseAddress) else { return }
        let end = start + bytes.count
        while end - start > restCount,
          let hit = memchr(start, Int32(first), end - start - restCount)
        {
          if memcmp(hit + 1, rest, restCount) == 0 {
            found += 1
            return
          }
          start = UnsafeRawPointer(hit) + 1
        }
      }
    }
    return found
  }

  static func run() {
    Report.section(
      "search (TextMatches over 1,000,000 one-line rows; floor: memchr+memcmp in each row's UTF-8)")
    let rows = rows()
    measure("[String]", rows)
    measure("packed", PackedRows(rows))
  }

  /// The figures over one layout of the rows.
  static func measure(_ layout: String, _ rows: some SearchableTexts) {
    let exact = TextQuery("view", mode: .exact)
    let narrower = TextQuery("viewm", mode: .exact)
    let fuzzy = TextQuery("qzj")
    let floorScan = { substringScan(rows, "view") }
    let exactScan = { TextMatches(searching: rows, for: exact, order: .original).count }
    let fuzzyScan = { TextMatches(searching: rows, for: fuzzy, order: .original).count }
    let exactMatches = TextMatches(searching: rows, for: exact, order: .original)
    let (floor, first) = Timing.pairedMedians(rounds: 7, iterations: 1, floorScan, exactScan)
    Report.time("\(layout): floor, \"view\" in each row", floor, baseline: floor)
    Report.time(
      "\(layout): exact \"view\", first query", first, baseline: floor, limits: [.ratio(1.5)])
    let (firstAgain, narrowing) = Timing.pairedMedians(rounds: 7, iterations: 1, exactScan) {
      exactMatches.refined(to: narrower, in: rows).count
    }
    Report.time(
      "\(layout): exact \"viewm\", narrowing", narrowing, baseline: firstAgain,
      limits: [.ratio(0.3)])
    let (floorAgain, scan) = Timing.pairedMedians(rounds: 7, iterations: 1, floorScan, fuzzyScan)
    Report.time(
      "\(layout): fuzzy \"qzj\", first query", scan, baseline: floorAgain, limits: [.ratio(4)])
    var rankedCount = 0
    let (scanAgain, ranked) = Timing.pairedMedians(rounds: 7, iterations: 1, fuzzyScan) {
      let matches = TextMatches(searching: rows, for: fuzzy, order: .ranked)
      rankedCount = matches.count
      return matches.first ?? 0
    }
    Report.time(
      "\(layout): fuzzy \"qzj\" ranked (to the scan)", ranked, baseline: scanAgain,
      limits: [.ratio(2)])
    Report.count(
      "\(layout): matches of \"view\"", exactMatches.count,
      note:
        "floor \(floorScan()) (case-sensitive), \"viewm\" "
        + "\(exactMatches.refined(to: narrower, in: rows).count), \"qzj\" \(rankedCount)")
  }
}
