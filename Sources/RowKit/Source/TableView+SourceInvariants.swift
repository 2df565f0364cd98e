extension TableView {
  /// The source-backed table's invariants: the heights' own, their counts those of the
  /// displayed rows, the matches ascending source indexes, ranked exactly under a
  /// ranked text filter (by their scores, the window's rows' scores their texts'),
  /// the window within the displayed rows with every row shown, each window row the
  /// source's row at its place with the height the heights record.
  func sourceViolations() -> [String] {
    guard let state = sourceState, let heights = sourceHeights else { return [] }
    var problems = state.allHeights.invariantViolations() + state.matchHeights.invariantViolations()
    problems += sourceSelectionViolations() + sourceFocusViolations()
    if state.allHeights.count != state.rows {
      problems.append("source: heights of \(state.allHeights.count) rows, \(state.rows) rows")
    }
    if let scan = state.scan {
      if scan.next > (scan.candidates?.count ?? state.rows) {
        problems.append("source: the filter's scan is at \(scan.next), past its rows")
      }
      if scan.candidates == nil, let last = state.matches?.last, Int(last) >= scan.next {
        problems.append("source: a match at \(last), past the rows checked (\(scan.next))")
      }
    }
    if let matches = state.matches {
      if state.matchHeights.count != matches.count {
        problems.append(
          "source: heights of \(state.matchHeights.count) of \(matches.count) matches")
      }
      if zip(matches, matches.dropFirst()).contains(where: { $0 >= $1 })
        || (matches.last.map { Int($0) >= state.rows } ?? false) || (matches.first ?? 0) < 0
      {
        problems.append("source: matches out of order or range")
      }
    }
    problems += sourceRankingViolations(state)
    if state.windowStart < 0 || state.windowStart + tree.count > state.displayCount {
      problems.append("source: window \(state.windowStart)+\(tree.count) of \(state.displayCount)")
      return problems
    }
    if !tree.showsEveryRow { problems.append("source: a window row is hidden") }
    for offset in 0..<tree.count {
      let position = state.windowStart + offset
      let id = state.source.id(at: state.sourceIndex(ofDisplay: position))
      if tree[offset].id != id {
        problems.append("source: window row \(offset) is \(tree[offset].id), the source's \(id)")
      }
      let stored = tree.entry(at: offset).height
      if stored != heights.storedHeight(at: position) {
        problems.append(
          "source: row \(id) has height \(stored), the runs \(heights.storedHeight(at: position))")
      }
    }
    return problems
  }

  /// The ranking's invariants: present exactly while a ranked text filter keeps some
  /// rows, its own (``SourceRanking/violations(matches:)``: the order kept is the
  /// order ranked anew from the scores), and the window's rows' scores those of their
  /// texts.
  private func sourceRankingViolations(_ state: SourceState) -> [String] {
    let ranks = state.matches != nil && RowCheck(filterState.filter).ranks
    guard let ranking = state.ranking, let matches = state.matches else {
      return ranks ? ["source: a ranked filter's matches are not ranked"] : []
    }
    guard ranks else { return ["source: matches ranked without a ranked filter"] }
    var problems = ranking.violations(matches: matches.count)
    guard problems.isEmpty else { return problems }
    var scorer = RowCheck(filterState.filter)
    let window = state.windowStart..<min(state.displayCount, state.windowStart + tree.count)
    for position in window {
      let offset = ranking.offset(at: position)
      let index = Int(matches[offset])
      if let score = scorer.check(index, of: state.source), score == ranking.scores[offset] {
        continue
      }
      problems.append("source: match \(index) is not scored \(ranking.scores[offset]) now")
    }
    return problems
  }

  /// The bytes a source-backed table keeps for its source (heights and matches); the
  /// window's rows are counted with the row tree.
  var sourceMemoryBytes: Int { sourceState?.memoryBytes ?? 0 }
}
