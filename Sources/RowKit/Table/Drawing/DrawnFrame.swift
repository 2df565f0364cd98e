/// What a table last drew into a canvas, so that the next draw into the same canvas
/// redraws only the rows that changed.
///
/// A row is drawn again when anything its picture depends on differs from what was
/// drawn: its content (the very value, ``AnyRowContent/isSameValue(as:)``), its
/// lines, its height or its draw state (focus). Everything is drawn again when the
/// canvas is another one (``TextCanvas`` identities), its lines were written to by
/// someone else since (their versions moved), or the origin, viewport, width mode or
/// chrome differ.
struct DrawnFrame {
  /// One row as drawn.
  struct Row {
    var slot: UInt32
    var line: Int
    var height: Int
    var content: AnyRowContent
    var state: DrawContext
    /// Where the row put the terminal's cursor (``TextCanvas/cursor``), if it did.
    var cursor: Point?
    /// The number of the drawing (`TableView.drawings`), by which a composed row's
    /// view tells the cells that changed since (`ComposedContentView.areaChanged(since:width:mode:)`).
    var drawing: UInt64 = 0
  }

  var canvas: CanvasIdentityReference
  var origin: Point
  var viewport: Size
  var widthMode: WidthMode
  var chrome: CellChrome
  /// The focus and the selection the rows were drawn with.
  var focus: Focus?
  var selection: RowSelection
  var rows: [Row]
  /// The first viewport line below the rows, blanked.
  var contentEnd: Int
  /// The lines a pinned section header was drawn over, if one was: the rows there
  /// are drawn again when it goes.
  var pinnedLines: Range<Int>?
  /// The versions of the canvas lines the viewport covers, after the draw.
  var versions: [UInt64]

  /// No frame: nothing drawn yet, or the drawing forgotten
  /// (``TableView/setNeedsDisplay()``). It describes no canvas.
  init() {
    canvas = CanvasIdentityReference(nil)
    origin = .zero
    viewport = Size(columns: 0, lines: 0)
    widthMode = .graphemeClusters
    chrome = .standard
    focus = nil
    selection = RowSelection()
    rows = []
    contentEnd = 0
    pinnedLines = nil
    versions = []
  }

  /// The position of a slot's row among drawn rows, looked for from `hint` on (rows
  /// usually keep their order from frame to frame).
  static func position(of slot: UInt32, in rows: [Row], from hint: Int) -> Int? {
    guard !rows.isEmpty else { return nil }
    for step in 0..<rows.count {
      let position = (hint + step) % rows.count
      if rows[position].slot == slot { return position }
    }
    return nil
  }
}
