/// The rows a text query matched, kept so that a narrower query (one more character)
/// re-checks only them, streaming through their texts in order.
///
/// The matched rows are flat indexes into the ``RowTexts`` searched, ascending. Their
/// texts are also copied, one after another, while the copy takes at most a quarter of
/// all the texts' bytes: re-checking 12% of a million rows in the one large buffer
/// would touch a new cache line at every row, as a scan of the whole buffer does not;
/// in a copy of their own they are read as one stream. A query that matches more
/// keeps no copy, and its narrowing reads the large buffer, where its matches lie
/// close together.
struct FilterMatches {
  /// The query matched.
  let query: TextQuery
  /// The flat indexes of the matched rows, ascending (rows without text are never
  /// among them).
  private(set) var rows: [UInt32] = []
  /// The matched rows' texts, text `i` being row `rows[i]`'s; `nil` when they would
  /// take more than a quarter of all the texts' bytes.
  private(set) var texts: PackedTexts?
  /// Each match's score, in the order of ``rows``, when the search scored them (for a
  /// ranked view): scored as each text is found, while it is in the cache.
  private(set) var foundScores: [Int]?

  /// The number of texts searched: texts `0..<searchedCount` of the ``RowTexts``.
  private(set) var searchedCount = 0
  /// Whether the search scores its matches.
  private let scoring: Bool
  /// The copy of the matched texts while the search goes on in steps; `nil` once it
  /// is over (the copy is then ``texts``).
  private var copy: TextCopy?

  /// The rows of `texts` that match `query` (not empty), scored when `scoring`.
  ///
  /// - Complexity: O(n) matcher calls for n texts, plus a copy of the matched texts.
  init(searching all: RowTexts, for query: TextQuery, scoring: Bool = false) {
    self.init(startingToSearch: all, for: query, scoring: scoring)
    search(all, upTo: all.count)
  }

  /// No text of `all` searched yet: the start of a search done in steps with
  /// ``search(_:upTo:)``.
  init(startingToSearch all: RowTexts, for query: TextQuery, scoring: Bool) {
    self.query = query
    self.scoring = scoring
    copy = TextCopy(limit: all.texts.bytes.count / 4)
    foundScores = scoring ? [] : nil
  }

  /// Whether every text was searched.
  var isComplete: Bool {
    if case .none = copy { return true }
    return false
  }

  /// Searches the texts from ``searchedCount`` up to `end` (clamped to `all`), the
  /// same texts the search started with, appending their matches to ``rows``; the
  /// last step keeps the copy of the matched texts.
  ///
  /// - Complexity: O(t) matcher calls for t texts.
  mutating func search(_ all: RowTexts, upTo end: Int) {
    guard var copy else { return }
    let end = min(max(end, searchedCount), all.count)
    let start = searchedCount
    // Taken out while it grows, so that it is not copied.
    self.copy = nil
    let scoring = self.scoring
    var matcher = TextMatcher(query)
    // The step's matches and scores are written in place, at most one a text: an
    // append a match would check the array's uniqueness at every match.
    var matched = 0
    var stepScores: [Int] = []
    let stepRows = [UInt32](unsafeUninitializedCapacity: end - start) { rows, rowCount in
      stepScores = [Int](unsafeUninitializedCapacity: scoring ? end - start : 0) {
        scores, scoreCount in
        matcher.pattern.withQuickTest(mode: query.mode) { test, isComplete, earliest in
          all.texts.forEachText(in: start..<end) { number, text in
            guard test(text), isComplete || matcher.evaluate(text, .existence) != nil
            else { return }
            rows.initializeElement(at: matched, to: UInt32(truncatingIfNeeded: number))
            copy.add(text)
            if scoring {
              scores.initializeElement(
                at: matched, to: matcher.rankingScore(text, earliest: earliest) ?? 0)
            }
            matched += 1
          }
        }
        scoreCount = scoring ? matched : 0
      }
      rowCount = matched
    }
    rows.append(contentsOf: stepRows)
    if scoring { foundScores?.append(contentsOf: stepScores) }
    searchedCount = end
    if end == all.count {
      texts = copy.result
    } else {
      self.copy = copy
    }
  }

  private init(query: TextQuery, searched: Int) {
    self.query = query
    scoring = false
    searchedCount = searched
  }

  /// The matches of `query`, which narrows this one (``TextQuery/narrows(_:)``),
  /// among the same texts, and the rows that no longer match (ascending).
  ///
  /// - Complexity: O(k) matcher calls for this query's k matches.
  func narrowed(to query: TextQuery, in all: RowTexts) -> (FilterMatches, dropped: [UInt32]) {
    var result = FilterMatches(query: query, searched: searchedCount)
    var copy = TextCopy(limit: all.texts.bytes.count / 4)
    var matcher = TextMatcher(query)
    let rows = self.rows
    var keptCount = 0
    // Kept and dropped rows are written in place: at most one each a previous match.
    var dropped: [UInt32] = []
    let kept = [UInt32](unsafeUninitializedCapacity: rows.count) { kept, keptTotal in
      dropped = [UInt32](unsafeUninitializedCapacity: rows.count) { dropped, droppedTotal in
        droppedTotal = 0
        // The same check twice, not one local function: a local function would box
        // what it writes to and check each access to it at run time.
        matcher.pattern.withQuickTest(mode: query.mode) { test, isComplete, _ in
          if let texts {
            texts.forEachText(in: 0..<texts.count) { position, text in
              if test(text), isComplete || matcher.evaluate(text, .existence) != nil {
                kept.initializeElement(at: keptCount, to: rows[position])
                keptCount += 1
                copy.add(text)
              } else {
                dropped.initializeElement(at: droppedTotal, to: rows[position])
                droppedTotal += 1
              }
            }
          } else {
            all.texts.forEachText(atPositions: rows) { position, text in
              if test(text), isComplete || matcher.evaluate(text, .existence) != nil {
                kept.initializeElement(at: keptCount, to: rows[position])
                keptCount += 1
                copy.add(text)
              } else {
                dropped.initializeElement(at: droppedTotal, to: rows[position])
                droppedTotal += 1
              }
            }
          }
        }
      }
      keptTotal = keptCount
    }
    result.rows = kept
    result.texts = copy.result
    return (result, dropped)
  }
}

extension FilterMatches {
  /// The score of each match (``TextMatch/score``), in the order of ``rows``: what a
  /// ranked view (``RankedOrder``) orders them by. Read from the copy of their texts
  /// when there is one, else from `all`.
  ///
  /// - Complexity: O(k) matcher calls for k matches.
  func scores(in all: RowTexts) -> [Int] {
    var matcher = TextMatcher(query)
    var scores: [Int] = []
    scores.reserveCapacity(rows.count)
    // The quick test finds where each query character first is, so that scoring
    // starts from there (as a ranked ``TextMatches`` search does).
    matcher.pattern.withQuickTest(mode: query.mode) { test, _, earliest in
      if let texts {
        texts.forEachText(in: 0..<texts.count) { _, text in
          let score = test(text) ? matcher.rankingScore(text, earliest: earliest) : nil
          scores.append(score ?? 0)
        }
      } else {
        all.texts.forEachText(atPositions: rows) { _, text in
          let score = test(text) ? matcher.rankingScore(text, earliest: earliest) : nil
          scores.append(score ?? 0)
        }
      }
    }
    return scores
  }
}

/// A copy of texts being gathered, given up once it would pass a byte limit.
private struct TextCopy {
  let limit: Int
  var texts: PackedTexts
  var isWithinLimit = true

  /// Reserves the limit at once: address space, which costs no memory until it is
  /// written, so that the copy never grows by copying itself.
  init(limit: Int) {
    self.limit = limit
    texts = PackedTexts(reservingTexts: 1_024, bytes: limit)
  }

  @inline(__always)
  mutating func add(_ text: UnsafeBufferPointer<UInt8>) {
    guard isWithinLimit else { return }
    guard texts.bytes.count + text.count <= limit else {
      isWithinLimit = false
      texts = PackedTexts()
      return
    }
    texts.append(text)
  }

  var result: PackedTexts? { isWithinLimit ? texts : nil }
}
