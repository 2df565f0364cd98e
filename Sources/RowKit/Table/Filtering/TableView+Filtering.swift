extension TableView {
  /// The filter that decides which rows are shown; `nil`, the default, shows every
  /// row.
  ///
  /// Setting it hides the rows it leaves out and shows the others again (see
  /// ``RowFilter``). A table of more than ``filterStepRows`` rows is filtered in
  /// steps: setting the filter checks the first ``filterStepRows`` rows (more, until a
  /// screenful of matches is shown), the rows not checked yet are hidden, and
  /// ``continueFiltering(rows:)`` checks the rest while ``isFiltering``; the next
  /// filter cancels the steps left. A text query that narrows the one before it
  /// (``TextQuery/narrows(_:)``: the same mode, with characters added) checks only
  /// the rows the previous query matched, at once, once that one finished. While a
  /// filter is set, rows inserted or given new content are checked as they change
  /// (during the steps, those among the rows not checked yet wait for the steps), so
  /// edits stay O(log n); the focus moves off a row the filter hides to the nearest
  /// shown row; the selection keeps hidden rows.
  ///
  /// - Complexity: O(s) matcher calls for the s rows of the first step, plus O(n) to
  ///   write the rows' bits (a narrowing text query, O(m) matcher calls for the m rows
  ///   the previous one matched), the first text query after rows changed gathering
  ///   the rows' searchable texts; clearing, O(n) without matcher calls.
  public var filter: RowFilter? {
    get { filterState.filter }
    set {
      // Set from kinds' code while the table lays out: taken when it is done.
      guard !isLayingOut else {
        deferred.filter = .some(newValue)
        return
      }
      setFilter(newValue)
    }
  }

  /// The number of rows the filter shows: ``numberOfRows`` when there is no filter.
  ///
  /// - Complexity: O(1).
  public var numberOfShownRows: Int { sourceState?.displayCount ?? tree.shownCount }

  /// Whether the row with this id is in the table and shown (the filter keeps it).
  ///
  /// - Complexity: O(1) expected.
  public func isShown(_ id: RowID) -> Bool {
    guard let slot = tree.slot(of: id) else { return false }
    return tree.hidden(slot: slot).isEmpty
  }

  /// Where the text filter's query matches the row with this id: its score and the
  /// matched ranges of its searchable text (UTF-8 offsets), for highlighting; `nil`
  /// without a text filter, for an unknown or hidden row, or one without text.
  ///
  /// - Complexity: O(length of the row's text).
  public func textMatch(for id: RowID) -> TextMatch? {
    guard let query = filterState.filter?.query, !query.isEmpty, let slot = tree.slot(of: id),
      tree.hidden(slot: slot).isEmpty,
      var text = tree.row(inSlot: slot).content.searchText
    else { return nil }
    var matcher = TextMatcher(query)
    return text.withUTF8 { matcher.match(utf8: $0) }
  }

  // MARK: Drawing matches

  /// A matcher for the text filter's query, to give each drawn row its match
  /// (``DrawContext/textMatch``); `nil` without a text filter or for an empty query.
  func matcherForDrawing() -> TextMatcher? {
    guard let query = filterState.filter?.query, !query.isEmpty else { return nil }
    return TextMatcher(query)
  }

  /// Where `matcher`'s query matches a row's searchable text.
  ///
  /// - Complexity: O(length of the row's text).
  static func match(of row: Row, with matcher: inout TextMatcher?) -> TextMatch? {
    guard var current = matcher, var text = row.content.searchText else { return nil }
    // Taken out while it works, so that its buffers are not shared and copied.
    matcher = nil
    defer { matcher = current }
    return text.withUTF8 { current.match(utf8: $0) }
  }

  // MARK: Keeping the filter

  /// Whether the filter in force hides `row`.
  func filterHides(_ row: Row) -> Bool {
    switch filterState.filter?.test {
    case nil:
      return false
    case .rows(let isIncluded):
      return !isIncluded(row)
    case .text(let query, let keepsRowsWithoutText, _):
      guard !query.isEmpty else { return false }
      guard var text = row.content.searchText else { return !keepsRowsWithoutText }
      var matcher = TextMatcher(query)
      return !text.withUTF8 { matcher.matches(utf8: $0) }
    }
  }

  /// The reasons to hide a row about to enter the table.
  func hiding(_ row: Row) -> RowTree.Hidden {
    filterHides(row) ? .filtered : []
  }

  /// Checks the row in a slot against the filter again (its content changed).
  func refilter(slot: UInt32) {
    filterState.textsAreCurrent = false
    filterState.ranking = nil
    guard filterState.filter != nil else { return }
    // A row the steps have not reached stays hidden until they check it.
    let hides = scanHasNotChecked(slot: slot) || filterHides(tree.row(inSlot: slot))
    tree.setHidden(.filtered, hides, slots: CollectionOfOne(slot))
  }

  /// Notes that rows were inserted, removed or moved: the gathered texts are stale,
  /// and dropped with their matches at once (the next text query gathers them
  /// again), so that a table emptied or cut down gives their storage back.
  func noteRowsChangedForFilter() {
    filterState.textsAreCurrent = false
    filterState.texts = RowTexts()
    filterState.matches = nil
    filterState.ranking = nil
  }

  private func setFilter(_ new: RowFilter?) {
    if sourceState != nil { return setSourceFilter(new) }
    let previous = filterState.filter
    // The next filter cancels the steps left.
    let wasScanning = filterState.scan != nil
    filterState.scan = nil
    filterState.filter = new
    filterState.ranking = nil
    filterState.isRanked = new?.order == .ranked && !(new?.query?.isEmpty ?? true)
    if filterState.isRanked {
      // The best match at the top, as fzf shows it.
      anchor = nil
      anchorLine = 0
    }
    switch new?.test {
    case nil:
      filterState.matches = nil
      if !tree.showsEveryRow { tree.clearHidden(.filtered) }
    case .rows:
      filterState.matches = nil
      startFilterScan()
    case .text(let query, let keepsRowsWithoutText, _):
      applyText(
        query, keepsRowsWithoutText: keepsRowsWithoutText,
        previous: wasScanning ? nil : previous)
    }
    repairFocusOnHiddenRow()
    needsLayout = true
  }

  private func applyText(_ query: TextQuery, keepsRowsWithoutText: Bool, previous: RowFilter?) {
    if !filterState.textsAreCurrent {
      filterState.texts = RowTexts(of: tree)
      filterState.textsAreCurrent = true
      filterState.matches = nil
    }
    let texts = filterState.texts
    if let matches = filterState.matches, matches.isComplete, !query.isEmpty,
      query.narrows(matches.query),
      case .text(_, let keptBefore, _)? = previous?.test, keptBefore == keepsRowsWithoutText
    {
      // Narrower: only the previous matches can match; hide those that no longer do.
      let (narrowed, dropped) = matches.narrowed(to: query, in: texts)
      tree.setHidden(.filtered, true, flatIndexes: dropped)
      filterState.matches = narrowed
      return
    }
    guard !query.isEmpty else {
      filterState.matches = nil
      if !tree.showsEveryRow { tree.clearHidden(.filtered) }
      return
    }
    filterState.matches = FilterMatches(
      startingToSearch: texts, for: query, scoring: filterState.isRanked)
    startFilterScan()
  }
}
