/// A set of source indexes as ascending, disjoint, non-adjacent ranges, with their
/// count: how a source-backed table keeps its selection (``TableView/selectedSourceRanges``).
///
/// Every row of a source of 100 million is one range, so select all, clear and the
/// count are O(1); r ranges take O(r) memory whatever rows they cover.
struct IndexRanges: Equatable {
  /// The ranges, ascending, none empty, each ending before the next one starts.
  private(set) var ranges: [Range<Int>] = []
  /// The indexes in the set.
  private(set) var count = 0

  init() {}

  /// The set of the indexes in `range`.
  init(_ range: Range<Int>) {
    if !range.isEmpty {
      ranges = [range]
      count = range.count
    }
  }

  /// Whether the set holds no index.
  var isEmpty: Bool { ranges.isEmpty }

  /// The offset of the first range that ends after `index` (``ranges``' count when
  /// none does).
  ///
  /// - Complexity: O(log r).
  private func firstEnding(after index: Int) -> Int {
    var low = 0
    var high = ranges.count
    while low < high {
      let middle = (low + high) / 2
      if ranges[middle].upperBound <= index { low = middle + 1 } else { high = middle }
    }
    return low
  }

  /// Whether the set holds `index`.
  ///
  /// - Complexity: O(log r).
  func contains(_ index: Int) -> Bool {
    let at = firstEnding(after: index)
    return at < ranges.count && ranges[at].lowerBound <= index
  }

  /// The parts of the set within `range`.
  ///
  /// - Complexity: O(log r + k) for the k ranges it meets.
  func intersection(_ range: Range<Int>) -> IndexRanges {
    var result = IndexRanges()
    guard !range.isEmpty else { return result }
    var at = firstEnding(after: range.lowerBound)
    while at < ranges.count, ranges[at].lowerBound < range.upperBound {
      result.append(ranges[at].clamped(to: range))
      at += 1
    }
    return result
  }

  /// Adds a range after every range of the set (merged with the last when adjacent).
  private mutating func append(_ range: Range<Int>) {
    guard !range.isEmpty else { return }
    count += range.count
    if let last = ranges.last, last.upperBound >= range.lowerBound {
      ranges[ranges.count - 1] = last.lowerBound..<max(last.upperBound, range.upperBound)
      count -= max(0, min(last.upperBound, range.upperBound) - range.lowerBound)
    } else {
      ranges.append(range)
    }
  }

  /// Adds the indexes of `range`.
  ///
  /// - Returns: the indexes that were not in the set.
  /// - Complexity: O(log r + r) (the ranges after it move in the array).
  @discardableResult
  mutating func insert(_ range: Range<Int>) -> IndexRanges {
    guard !range.isEmpty else { return IndexRanges() }
    // The ranges touching or overlapping `range` become one.
    let first = firstEnding(after: range.lowerBound - 1)
    var end = first
    var added = IndexRanges()
    var lower = range.lowerBound
    var upper = range.upperBound
    var next = range.lowerBound
    while end < ranges.count, ranges[end].lowerBound <= range.upperBound {
      let existing = ranges[end]
      added.append(next..<min(max(next, existing.lowerBound), range.upperBound))
      next = max(next, existing.upperBound)
      lower = min(lower, existing.lowerBound)
      upper = max(upper, existing.upperBound)
      count -= existing.count
      end += 1
    }
    added.append(next..<max(next, range.upperBound))
    ranges.replaceSubrange(first..<end, with: [lower..<upper])
    count += upper - lower
    return added
  }

  /// Adds every index of `other`.
  ///
  /// - Returns: the indexes that were not in the set.
  @discardableResult
  mutating func insert(contentsOf other: IndexRanges) -> IndexRanges {
    var added = IndexRanges()
    for range in other.ranges { added.append(contentsOf: insert(range)) }
    return added
  }

  /// Takes out the indexes of `range`.
  ///
  /// - Returns: the indexes that were in the set.
  /// - Complexity: O(log r + r).
  @discardableResult
  mutating func remove(_ range: Range<Int>) -> IndexRanges {
    let removed = intersection(range)
    guard !removed.isEmpty else { return removed }
    let first = firstEnding(after: range.lowerBound)
    var end = first
    var kept: [Range<Int>] = []
    while end < ranges.count, ranges[end].lowerBound < range.upperBound {
      let existing = ranges[end]
      if existing.lowerBound < range.lowerBound {
        kept.append(existing.lowerBound..<range.lowerBound)
      }
      if existing.upperBound > range.upperBound {
        kept.append(range.upperBound..<existing.upperBound)
      }
      end += 1
    }
    ranges.replaceSubrange(first..<end, with: kept)
    count -= removed.count
    return removed
  }

  /// Takes out every index of `other`.
  ///
  /// - Returns: the indexes that were in the set.
  @discardableResult
  mutating func remove(contentsOf other: IndexRanges) -> IndexRanges {
    var removed = IndexRanges()
    for range in other.ranges { removed.append(contentsOf: remove(range)) }
    return removed
  }

  /// Appends a set whose indexes all come after this one's.
  private mutating func append(contentsOf other: IndexRanges) {
    for range in other.ranges { append(range) }
  }

  /// The set with every index moved by `shift`.
  func shifted(by shift: Int) -> IndexRanges {
    var result = self
    result.ranges = ranges.map { ($0.lowerBound + shift)..<($0.upperBound + shift) }
    return result
  }

  // MARK: Following the source's changes

  /// Follows `count` indexes inserted at `index`: the indexes from `index` on move up
  /// by `count`, and the new ones are not in the set (a range across `index` splits).
  ///
  /// - Complexity: O(log r + r).
  mutating func insertGap(at index: Int, count added: Int) {
    guard added > 0 else { return }
    let first = firstEnding(after: index)
    guard first < ranges.count else { return }
    var tail = Array(ranges[first...])
    if tail[0].lowerBound < index {
      let split = tail[0]
      tail[0] = (index + added)..<(split.upperBound + added)
      for offset in 1..<tail.count { tail[offset] = tail[offset].shifted(by: added) }
      ranges.replaceSubrange(first..., with: [split.lowerBound..<index] + tail)
    } else {
      for offset in tail.indices { tail[offset] = tail[offset].shifted(by: added) }
      ranges.replaceSubrange(first..., with: tail)
    }
  }

  /// Follows the indexes of `range` deleted: they leave the set, the indexes after
  /// them move down by its count (ranges either side of it may join).
  ///
  /// - Returns: the indexes deleted that were in the set.
  /// - Complexity: O(log r + r).
  @discardableResult
  mutating func deleteGap(_ range: Range<Int>) -> IndexRanges {
    guard !range.isEmpty else { return IndexRanges() }
    let removed = remove(range)
    let first = firstEnding(after: range.lowerBound)
    guard first < ranges.count else { return removed }
    let tail = ranges[first...].map { $0.shifted(by: -range.count) }
    ranges.removeSubrange(first...)
    count -= tail.reduce(0) { $0 + $1.count }
    for part in tail { append(part) }
    return removed
  }

  /// Follows the indexes of `range` moved to start at `destination` (an index once
  /// they are taken out): the set's indexes go with their rows.
  mutating func move(_ range: Range<Int>, to destination: Int) {
    guard !range.isEmpty else { return }
    let moved = deleteGap(range).shifted(by: -range.lowerBound)
    insertGap(at: destination, count: range.count)
    insert(contentsOf: moved.shifted(by: destination))
  }

  /// Every way the set breaks its invariants within `0..<limit`.
  func violations(limit: Int) -> [String] {
    var problems: [String] = []
    if ranges.contains(where: \.isEmpty) { problems.append("an empty range") }
    if zip(ranges, ranges.dropFirst()).contains(where: { $0.upperBound >= $1.lowerBound }) {
      problems.append("ranges out of order, overlapping or adjacent: \(ranges)")
    }
    if let first = ranges.first, first.lowerBound < 0 { problems.append("a range below 0") }
    if let last = ranges.last, last.upperBound > limit {
      problems.append("a range \(last) past \(limit) rows")
    }
    let total = ranges.reduce(0) { $0 + $1.count }
    if total != count { problems.append("count \(count), ranges of \(total)") }
    return problems
  }
}

extension Range<Int> {
  /// The range moved by `shift`.
  fileprivate func shifted(by shift: Int) -> Range<Int> {
    (lowerBound + shift)..<(upperBound + shift)
  }
}
