/// The settings kinds' code changed while the table laid out, measured, drew or
/// hit-tested rows: the table takes them when it is done (``TableView/endLayingOut()``).
struct DeferredSettings {
  var viewport: Size? { didSet { isEmpty = false } }
  var chrome: CellChrome? { didSet { isEmpty = false } }
  var widthMode: WidthMode? { didSet { isEmpty = false } }
  var estimatedRowHeight: Int? { didSet { isEmpty = false } }
  var filter: RowFilter?? { didSet { isEmpty = false } }

  /// Whether no setting was set: read at the end of every stretch of laying out, so
  /// kept as a flag rather than found by comparing each setting with `nil`.
  private(set) var isEmpty = true
}

extension TableView {
  /// The most passes one ``layoutIfNeeded()`` makes when kinds' code changes a setting
  /// (the size, the chrome, the width mode, the estimate or the filter) while the table
  /// lays out: 4. A layout still needed after them is made by the next read or draw.
  static let layoutPasses = 4

  /// Whether the table is laying out, measuring, drawing or hit-testing rows: kinds'
  /// code is running on its behalf, and the rows must not move under it.
  var isLayingOut: Bool { layoutDepth > 0 }

  /// Starts a stretch of the table's work in which kinds' code runs on its rows.
  func beginLayingOut() {
    layoutDepth += 1
  }

  /// Ends a stretch begun by ``beginLayingOut()``; at the outermost end, the settings
  /// kinds' code changed meanwhile take effect (each marks the layout stale).
  func endLayingOut() {
    layoutDepth -= 1
    guard layoutDepth == 0, !deferred.isEmpty else { return }
    let settings = deferred
    deferred = DeferredSettings()
    // The size first: the layout just made is the one it was set against.
    if let viewport = settings.viewport { self.viewport = viewport }
    if let chrome = settings.chrome { self.chrome = chrome }
    if let widthMode = settings.widthMode { self.widthMode = widthMode }
    if let estimate = settings.estimatedRowHeight { estimatedRowHeight = estimate }
    if let filter = settings.filter { self.filter = filter }
  }

  /// `body`, run as a stretch of ``beginLayingOut()``.
  func layingOut<Result>(_ body: () -> Result) -> Result {
    beginLayingOut()
    defer { endLayingOut() }
    return body()
  }

  /// Throws ``TableError/changedWhileLayingOut`` while the table lays out, measures,
  /// draws or hit-tests rows: a change then would move rows under the walk in progress.
  func checkNotLayingOut() throws(TableError) {
    guard layoutDepth == 0 else { throw .changedWhileLayingOut }
  }
}
