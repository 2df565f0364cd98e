import RowKit
import RowKitCheckableOptions
import RowKitRemoveButton

/// What a frame costs through the table: a one-row toggle's frame against a full redraw
/// of the same screen, and the bytes `FrameDiffWriter` writes for a few changes.
enum FrameBenchmarks {
  static func run() {
    Report.section("table: a one-row toggle's frame against a full redraw (1M rows, 80x24)")
    toggle()
    Report.section("table: frame-diff bytes (TableView of the built-in kinds, 80x24)")
    bytes()
  }

  // MARK: A one-row toggle

  /// A table of 1,000,000 rows of the built-in kinds at 80x24, scrolled to the top, with
  /// a `FrameDiffWriter` and the canvas of the last frame, kept from frame to frame as
  /// `TerminalRuntime` keeps its screen. Each call toggles the question in the fourth
  /// row (its options `Yes` and `No` in turn, activated as a tap would) and writes the
  /// next frame.
  final class ToggleScreen {
    let table = TableScreen.table(1_000_000)
    var writer = FrameDiffWriter()
    var canvas: TextCanvas
    var option = 0
    /// The question: the fourth row, on lines 3 to 5 of the screen.
    let question = RowID(3)

    init() {
      canvas = TextCanvas(size: table.viewport, widthMode: table.widthMode)
      table.draw(into: &canvas)
      _ = writer.frame(canvas)
    }

    /// Selects the question's other option.
    func toggle() {
      option ^= 1
      try? table.activate(CheckableOptionsKind.optionControl(option), in: question)
    }

    /// The figure: the toggle, then the frame drawn into the kept canvas (the table
    /// redraws the rows that changed) and written (the writer compares the lines
    /// written since its last frame). Returns the bytes written.
    func keptFrame() -> Int {
      toggle()
      table.draw(into: &canvas)
      return writer.frame(canvas).count
    }

    /// The baseline: the same toggle, then the whole screen drawn into a new canvas
    /// (every row drawn) and compared whole with the writer's last frame. Returns the
    /// bytes written.
    func fullFrame() -> Int {
      toggle()
      var fresh = TextCanvas(size: table.viewport, widthMode: table.widthMode)
      table.draw(into: &fresh)
      return writer.frame(fresh).count
    }
  }

  /// The toggle's frame in a kept canvas against the same toggle drawn whole into a new
  /// canvas and compared whole, on two identical screens in alternating rounds; then,
  /// exactly, the lines one toggle redraws and the bytes it writes.
  static func toggle() {
    let kept = ToggleScreen()
    let full = ToggleScreen()
    let (baseline, figure) = Timing.pairedMedians(
      rounds: 9, iterations: 200, full.fullFrame, kept.keptFrame)
    Report.time("baseline: toggle + full redraw, compared whole", baseline)
    Report.time(
      "toggle + frame in the kept canvas", figure, baseline: baseline, limits: [.ratio(0.1)])
    let before = (0..<kept.canvas.size.lines).map { kept.canvas.version(ofLine: $0) }
    let bytes = kept.keptFrame()
    let redrawn = (0..<kept.canvas.size.lines).filter {
      kept.canvas.version(ofLine: $0) != before[$0]
    }
    Report.count(
      "  canvas lines the toggle redraws", redrawn.count, limit: 2,
      note: "the two options' lines (the question's line is as drawn)")
    Report.count("  bytes it writes", bytes, note: "the same whole: \(full.fullFrame()) bytes")
  }

  // MARK: Bytes

  /// The bytes `FrameDiffWriter` writes for the first frame of a table of the built-in
  /// kinds, an identical frame, one option selected, the focus moved, and a Remove
  /// switched to Yes/No in place; and the table's counters after them.
  static func bytes() {
    let table = TableScreen.table(1_000_000)
    var writer = FrameDiffWriter()
    table.scroll(toOffset: 0)
    try? table.setFocus(3)
    Report.frameBytes("first frame", writer.frame(table.render()), limit: 4096)
    Report.frameBytes("identical frame", writer.frame(table.render()), limit: 32)
    try? table.handle(.enter)
    Report.frameBytes("one option selected", writer.frame(table.render()), limit: 64)
    try? table.handle(.down)
    Report.frameBytes("focus moved down", writer.frame(table.render()))
    try? table.activate(RemoveButtonKind.removeControl, in: 5)
    Report.frameBytes("Remove switched to Yes/No", writer.frame(table.render()))
    let counters = table.counters
    print(
      "  counters: cells created \(counters.cellsCreated), content views created \(counters.totalContentViewsCreated), measurements \(counters.measurements)"
    )
  }
}
