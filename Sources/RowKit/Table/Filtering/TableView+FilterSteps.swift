extension TableView {
  /// The most rows one step of filtering checks: 65,536. A table (or source) of that
  /// many rows or fewer is filtered at once when its ``filter`` is set; a larger one
  /// a step at a time (``continueFiltering(rows:)``).
  public static let filterStepRows = 1 << 16

  /// Whether the filter is still checking the rows, a step at a time: the rows shown
  /// so far are the matches among the rows checked, in order; the rows not checked
  /// yet are not shown, and ``numberOfShownRows`` grows as ``continueFiltering(rows:)``
  /// checks more. The same for a table that holds its rows and one over a source.
  public var isFiltering: Bool { sourceState?.scan != nil || isFilteringRows }

  /// Checks up to `rows` more rows against the filter: a step of a filter too large
  /// to check at once. Call it between input events, from a tick, until it returns
  /// `false` (`TerminalRuntime` does so while ``isFiltering``). The matches found come
  /// after the rows checked before, so the viewport stays where it is. A new
  /// ``filter`` cancels the steps left.
  ///
  /// - Returns: whether rows are left to check.
  /// - Complexity: O(rows) matcher calls, plus O(k + log n) to show k matches.
  @discardableResult
  public func continueFiltering(rows: Int = TableView.filterStepRows) -> Bool {
    guard sourceState == nil else { return continueFilteringSource(rows: rows) }
    return continueFilteringRows(rows: rows)
  }
}
