import RowKit

/// What the interactive picker knows, without a terminal: the lines read so far, the
/// query and its matches (searched a slice at a time), the highlighted match, the
/// marked lines, and what Enter writes.
///
/// The lines stay in one ``LineStore`` buffer and the matches are numbers into it
/// (``RowKit/TextMatches``): nothing here is per line but the 8 bytes of a match. A
/// query that narrows the last one (a character typed at its end) re-checks only the
/// last matches when they are few; any other query starts a new search from the first
/// line, which the event loop carries on in slices (``search(forAtMost:)``) between
/// events, so typing stays responsive over millions of lines.
final class PickModel {
  /// The lines read so far.
  let store: LineStore
  /// Ranked (best first) or in input order.
  let order: TextMatches.Order
  /// Fuzzy or exact.
  let mode: TextQuery.Mode
  /// Whether several lines can be marked (`-m`).
  let isMulti: Bool
  /// The query now.
  private(set) var query: TextQuery
  /// The matches of ``query`` among the lines searched so far.
  private(set) var matches: TextMatches
  /// The position in ``matches`` of the highlighted match.
  private(set) var current = 0
  /// The first position shown: the list scrolls to keep ``current`` in view.
  private(set) var firstShown = 0
  /// The numbers of the marked lines (`-m`).
  private(set) var marked: Set<Int> = []
  /// Whether the whole input was read.
  var isInputComplete = false
  /// The fewest lines one slice of search covers.
  static let sliceLines = 16_384
  /// The most matches a narrowing query re-checks at once; beyond, it searches anew
  /// in slices.
  static let refineLimit = 20_000

  init(store: LineStore, query: String, mode: TextQuery.Mode, order: TextMatches.Order, multi: Bool)
  {
    self.store = store
    self.mode = mode
    self.order = order
    isMulti = multi
    self.query = TextQuery(query, mode: mode)
    matches = TextMatches(query: self.query, order: order)
  }

  /// The number of matches so far.
  var matchCount: Int { matches.count }

  /// Whether lines read are not searched yet.
  var isSearching: Bool { matches.searchedCount < store.count }

  /// The status line: `matches/total`, the marked count, and whether input or the
  /// search goes on.
  var status: String {
    var text = "\(matches.count)/\(store.count)"
    if isMulti && !marked.isEmpty { text += " (\(marked.count) marked)" }
    if !isInputComplete {
      text += " reading…"
    } else if isSearching {
      text += " searching…"
    }
    return text
  }

  /// Takes a new query text: narrows the matches when it can, else starts again.
  func setQuery(_ text: String) {
    let next = TextQuery(text, mode: mode)
    guard next != query else { return }
    if !query.isEmpty, next.narrows(query), matches.count <= Self.refineLimit {
      matches = matches.refined(to: next, in: store)
    } else {
      matches = TextMatches(query: next, order: order)
    }
    query = next
    current = 0
    firstShown = 0
  }

  /// Searches the lines not searched yet, a slice at a time, until `budget` has
  /// passed or none is left.
  ///
  /// - Returns: whether any line was searched.
  @discardableResult
  func search(forAtMost budget: Duration) -> Bool {
    guard isSearching else { return false }
    let clock = ContinuousClock()
    let start = clock.now
    repeat {
      // A ranked slice merges into every match so far: slices grow with the matches
      // so that merging costs a few copies per line, not one per slice and match.
      let slice = max(Self.sliceLines, min(matches.count / 8, 65_536))
      matches.search(store, upTo: matches.searchedCount + slice)
    } while isSearching && start.duration(to: clock.now) < budget
    clampCurrent()
    return true
  }

  /// Searches every line now (for tests and `--filter`-like checks).
  func searchAll() {
    matches.search(store, upTo: store.count)
    clampCurrent()
  }

  /// Moves the highlight by `delta` matches, within the matches.
  func move(by delta: Int) {
    guard !matches.isEmpty else { return }
    current = min(max(0, current.addingReportingOverflow(delta).partialValue), matches.count - 1)
  }

  /// Keeps the highlight in a window of `lines` matches and returns the positions
  /// shown.
  func shown(lines: Int) -> Range<Int> {
    clampCurrent()
    let lines = max(1, lines)
    if current < firstShown { firstShown = current }
    if current >= firstShown + lines { firstShown = current - lines + 1 }
    firstShown = min(firstShown, max(0, matches.count - lines))
    return firstShown..<min(matches.count, firstShown + lines)
  }

  /// Marks or unmarks the highlighted line (`-m`).
  func toggleCurrent() {
    guard isMulti, matches.indices.contains(current) else { return }
    let number = matches[current]
    if marked.remove(number) == nil { marked.insert(number) }
  }

  /// Marks every match; when every match is marked already, unmarks them.
  func toggleAll() {
    guard isMulti else { return }
    let numbers = matches.indices.map { matches[$0] }
    if numbers.allSatisfy(marked.contains) {
      marked.subtract(numbers)
    } else {
      marked.formUnion(numbers)
    }
  }

  /// The numbers of the lines Enter writes: the marked lines in input order, else the
  /// highlighted match; empty when nothing matches.
  var chosen: [Int] {
    if !marked.isEmpty { return marked.sorted() }
    guard matches.indices.contains(current) else { return [] }
    return [matches[current]]
  }

  /// The highlighted line's number, if any.
  var currentLine: Int? { matches.indices.contains(current) ? matches[current] : nil }

  private func clampCurrent() {
    current = matches.isEmpty ? 0 : min(current, matches.count - 1)
  }
}
