/// Counters that show how a table reuses cells and content views.
///
/// Samples print them in their status line; tests assert that scrolling a large
/// table creates no more cells and content views than the viewport needs.
public struct TableCounters: Hashable, Sendable {
  /// Cells made.
  public var cellsCreated = 0
  /// Cells taken back out of the reuse pool.
  public var cellReuses = 0
  /// Content views made, per kind id.
  public var contentViewsCreated: [RowKindID: Int] = [:]
  /// Content views taken back out of the content-view pool, per kind id.
  public var contentViewReuses: [RowKindID: Int] = [:]
  /// In-place configurations of content views.
  public var configurations = 0
  /// Row heights computed, by the rows' content views or kinds.
  public var measurements = 0
  /// Rows' content installed in a cell's slot: a row newly shown, or shown again
  /// after its content changed.
  public var installs = 0

  /// Content views made, all kinds together.
  public var totalContentViewsCreated: Int { contentViewsCreated.values.reduce(0, +) }
}
