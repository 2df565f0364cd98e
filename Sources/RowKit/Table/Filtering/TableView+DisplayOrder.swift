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
    if let ranking = filterState.ranking, ranking.count == tree.shownCount { return ranking }
    let ranking = rank(query)
    filterState.ranking = ranking
    return ranking
  }

  /// The shown rows ranked by their match of `query`: scored from the filter's packed
  /// matches when the texts are current, else from each shown row's text.
  private func rank(_ query: TextQuery) -> RankedOrder {
    let shown = tree.shownRows()
    var matches: [UInt32] = []
    var scores: [Int] = []
    var matchHeights: [Int32] = []
    var kept: [UInt32] = []
    var keptHeights: [Int32] = []
    if filterState.textsAreCurrent, let found = filterState.matches, found.query == query {
      // Both in flat order: each shown row is a match or a row kept without text.
      let foundScores = found.foundScores ?? found.scores(in: filterState.texts)
      var next = 0
      for (position, flat) in shown.flatIndexes.enumerated() {
        while next < found.rows.count && found.rows[next] < flat { next += 1 }
        if next < found.rows.count && found.rows[next] == flat {
          matches.append(flat)
          scores.append(foundScores[next])
          matchHeights.append(shown.heights[position])
        } else {
          kept.append(flat)
          keptHeights.append(shown.heights[position])
        }
      }
    } else {
      var matcher = TextMatcher(query)
      for (position, flat) in shown.flatIndexes.enumerated() {
        if var text = tree.row(inSlot: shown.slots[position]).content.searchText,
          let score = text.withUTF8({ matcher.score(utf8: $0) })
        {
          matches.append(flat)
          scores.append(score)
          matchHeights.append(shown.heights[position])
        } else {
          kept.append(flat)
          keptHeights.append(shown.heights[position])
        }
      }
    }
    return RankedOrder(
      matches: matches, scores: scores, matchHeights: matchHeights, kept: kept,
      keptHeights: keptHeights, rows: tree.count)
  }

  /// Follows a row's new stored height in the ranking (a row measured).
  func rankingHeightChanged(flatIndex: Int, from old: Int32, to new: Int32) {
    guard filterState.ranking != nil else { return }
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
