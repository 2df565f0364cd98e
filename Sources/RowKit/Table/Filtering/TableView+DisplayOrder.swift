/// The order in which the table displays its shown rows: the rows' own order (the row
/// tree's display index), or, under a ranked text filter, the ranked order
/// (``RankedOrder``). Layout, scrolling, hit testing and moving the focus ask these,
/// by flat index, instead of the tree.
extension TableView {
  // MARK: The ranking

  /// The ranked order in force: `nil` unless the filter is a ranked text filter with a
  /// query; ranked again first when something changed the shown rows since.
  ///
  /// - Complexity: O(1) when current; else O(n) plus O(k) matcher calls for k shown
  ///   rows.
  func currentRanking() -> RankedOrder? {
    guard filterState.isRanked, let query = filterState.filter?.query else { return nil }
    // Collapsing or expanding a section changes the shown rows without an edit.
    if filterState.ranking?.count == tree.shownCount {
      // The rows the filter's steps showed since the last question are ranked in
      // (in place: a copy bound first would copy its arrays).
      if filterState.ranking?.isSettled == false { filterState.ranking?.settle() }
      return filterState.ranking
    }
    let ranking = rank(query)
    filterState.ranking = ranking
    return ranking
  }

  /// The shown rows ranked anew by their match of `query`: scored from the filter's
  /// packed matches when the texts are current, else from each shown row's text.
  ///
  /// - Complexity: O(n) at most for the shown rows' walk (it passes over subtrees
  ///   that show no row), plus O(k) matcher calls when the texts are not current.
  func rank(_ query: TextQuery) -> RankedOrder {
    let shown = tree.shownRows()
    var scores: [Int32] = []
    scores.reserveCapacity(shown.flatIndexes.count)
    if filterState.textsAreCurrent, let found = filterState.matches, found.query == query {
      // Both in flat order: each shown row is a match or a row kept without text.
      let foundScores = found.foundScores ?? found.scores(in: filterState.texts)
      var next = 0
      for flat in shown.flatIndexes {
        while next < found.rows.count && found.rows[next] < flat { next += 1 }
        if next < found.rows.count && found.rows[next] == flat {
          scores.append(RowCheck.kept(foundScores[next]))
        } else {
          scores.append(RowCheck.withoutText)
        }
      }
    } else {
      var matcher = TextMatcher(query)
      for slot in shown.slots {
        if var text = tree.row(inSlot: slot).content.searchText,
          let score = text.withUTF8({ matcher.score(utf8: $0) })
        {
          scores.append(RowCheck.kept(score))
        } else {
          scores.append(RowCheck.withoutText)
        }
      }
    }
    var ranking = RankedOrder(rows: tree.count)
    ranking.insert(rows: shown.flatIndexes, scores: scores, heights: shown.heights)
    ranking.settle()
    return ranking
  }

  /// Ranks the rows a step of the filter's scan showed into the ranking kept, when
  /// it is current (they wait there until the order is next read); else drops it (it
  /// is ranked anew when next needed). `rows` are
  /// the rows the step keeps (flat indexes, ascending) with their `scores`; `shown`
  /// says which of them it showed (places in `rows`) and their stored heights.
  func rankShownRows(
    _ rows: [UInt32], scores: [Int32], shown: (places: [Int], heights: [Int32]), before: Int
  ) {
    guard filterState.ranking?.count == before else {
      filterState.ranking = nil
      return
    }
    let newRows = shown.places.map { rows[$0] }
    let newScores = shown.places.map { scores[$0] }
    filterState.ranking?.insert(rows: newRows, scores: newScores, heights: shown.heights)
  }

  /// The ranking's invariants: a ranking is kept only for a ranked filter, and a
  /// ranking kept while it is current is the ranking made anew from the shown rows.
  func rankingViolations() -> [String] {
    if !filterState.isRanked, filterState.ranking != nil {
      return ["filter: a ranking is kept for a filter that does not rank"]
    }
    guard filterState.isRanked, let query = filterState.filter?.query,
      var ranking = filterState.ranking, ranking.count == tree.shownCount
    else { return [] }
    ranking.settle()
    return ranking == rank(query) ? [] : ["filter: the ranking kept is not the ranking made anew"]
  }

  /// Follows a row's new stored height in the ranking (a row measured).
  func rankingHeightChanged(flatIndex: Int, from old: Int32, to new: Int32) {
    // Only a ranked filter keeps a ranking (rankingViolations() checks it): one Bool
    // read for every other table.
    guard filterState.isRanked, filterState.ranking != nil else { return }
    if filterState.ranking?.isSettled == false { filterState.ranking?.settle() }
    filterState.ranking?.heightChanged(flatIndex: flatIndex, from: old, to: new)
  }

  /// Drops the ranking's heights (every height forgotten or shifted): it is ranked
  /// again when next needed.
  func rankingHeightsChanged() {
    filterState.ranking = nil
  }

  // MARK: Rows in display order, by flat index

  /// The number of rows displayed: the shown rows.
  var displayCount: Int { tree.shownCount }

  /// The flat index of the first row displayed.
  var displayFirst: Int? {
    guard let ranking = currentRanking() else { return tree.shownIndex(atOrAfter: 0) }
    return ranking.count > 0 ? ranking.flatIndex(at: 0) : nil
  }

  /// The flat index of the last row displayed.
  var displayLast: Int? {
    guard let ranking = currentRanking() else { return tree.shownIndex(atOrBefore: tree.count - 1) }
    return ranking.count > 0 ? ranking.flatIndex(at: ranking.count - 1) : nil
  }

  /// The row displayed after the (shown) row at a flat index.
  func displayNext(after flatIndex: Int) -> Int? {
    guard let ranking = currentRanking() else { return tree.shownIndex(atOrAfter: flatIndex + 1) }
    guard let position = ranking.position(ofFlat: flatIndex), position + 1 < ranking.count
    else { return nil }
    return ranking.flatIndex(at: position + 1)
  }

  /// The row displayed before the (shown) row at a flat index.
  func displayPrevious(before flatIndex: Int) -> Int? {
    guard let ranking = currentRanking() else {
      return tree.shownIndex(atOrBefore: flatIndex - 1)
    }
    guard let position = ranking.position(ofFlat: flatIndex), position > 0 else { return nil }
    return ranking.flatIndex(at: position - 1)
  }

  /// The row at a flat index when it is shown; else the nearest shown row after it
  /// (before it when none is after) in the rows' order, or the first ranked row.
  func displayNearest(to flatIndex: Int) -> Int? {
    guard let ranking = currentRanking() else { return tree.nearestShown(to: flatIndex) }
    if ranking.position(ofFlat: flatIndex) != nil { return flatIndex }
    return ranking.count > 0 ? ranking.flatIndex(at: 0) : nil
  }

  /// The number of rows displayed before the row at a flat index: its display
  /// position when shown (a hidden row counts as the place of the next shown one in
  /// the rows' order; ranked, as the first place).
  func displayPosition(of flatIndex: Int) -> Int {
    guard let ranking = currentRanking() else { return tree.shownBefore(flatIndex) }
    return ranking.position(ofFlat: flatIndex) ?? 0
  }

  /// The flat index of the row at a display position (0..<displayCount).
  func displayFlatIndex(at position: Int) -> Int {
    guard let ranking = currentRanking() else { return tree.flatIndex(ofShown: position) }
    return ranking.flatIndex(at: position)
  }

  /// The top line of the (shown) row at a flat index in the displayed content.
  func displayTop(of flatIndex: Int) -> Int {
    guard let ranking = currentRanking() else { return tree.top(of: flatIndex) }
    return ranking.top(at: ranking.position(ofFlat: flatIndex) ?? 0, estimate: tree.estimate)
  }

  /// The flat index of the displayed row covering a line of the content.
  func displayFlatIndex(containingLine line: Int) -> Int? {
    guard let ranking = currentRanking() else { return tree.flatIndex(containingLine: line) }
    return ranking.position(containingLine: line, estimate: tree.estimate).map {
      ranking.flatIndex(at: $0)
    }
  }

  /// The row at a flat index when it is shown, else the next shown row in the rows'
  /// order (ranked: the first ranked row).
  func displayAtOrAfter(_ flatIndex: Int) -> Int? {
    guard currentRanking() != nil else { return tree.shownIndex(atOrAfter: flatIndex) }
    return displayNearest(to: flatIndex)
  }
}

extension TableView {
  // MARK: The focus in ranked order

  /// Ranked: the flat index of the first row that can take the focus from display
  /// position `start` on, going down (or up), within the display positions `bounds`
  /// (every position by default).
  ///
  /// - Complexity: O(k log n) for the k rows passed over.
  func rankedFocusableIndex(fromPosition start: Int, down: Bool, within bounds: Range<Int>? = nil)
    -> Int?
  {
    let bounds = (bounds ?? 0..<displayCount).clamped(to: 0..<displayCount)
    var position = start
    while bounds.contains(position) {
      let flat = displayFlatIndex(at: position)
      if tree[flat].content.isFocusable { return flat }
      position += down ? 1 : -1
    }
    return nil
  }

  /// Ranked: where the focus goes from a place that lost its row: the row at a flat
  /// index when it is displayed, or the next one displayed after it that can take the
  /// focus, else the nearest before it; from the first place when the row is not
  /// displayed.
  func rankedFocusTarget(near index: Int) -> Int? {
    let place = displayPosition(of: index)
    return rankedFocusableIndex(fromPosition: place, down: true)
      ?? rankedFocusableIndex(fromPosition: place - 1, down: false)
  }
}
