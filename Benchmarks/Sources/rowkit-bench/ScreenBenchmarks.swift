import RowKit

/// A list of 1000 checkbox lines drawn straight into an 80x24 canvas, with no table:
/// the bytes `FrameDiffWriter` writes for a few changes (exact, the same on every
/// machine), and what drawing, rendering and diffing a canvas cost against copying its
/// cells, measured in the same run.
enum ScreenBenchmarks {
  static func run() {
    var screen = ChecklistScreen(count: 1000)
    var writer = FrameDiffWriter()
    Report.section("screen: frame-diff bytes (1000 checkbox lines drawn into an 80x24 canvas)")
    Report.frameBytes("first frame (full repaint)", writer.frame(screen.draw()), limit: 4096)
    Report.frameBytes("identical frame", writer.frame(screen.draw()), limit: 32)
    screen.checked[5].toggle()
    Report.frameBytes("one checkbox mark changed", writer.frame(screen.draw()), limit: 64)
    screen.selection += 1
    Report.frameBytes("selection moved by one line", writer.frame(screen.draw()))
    screen.offset += 1
    Report.frameBytes("scrolled by one line", writer.frame(screen.draw()))

    Report.section("screen: timing (median per call; ratio to copying the canvas's cells)")
    let canvas = screen.draw()
    let baseline = Timing.median(iterations: 2000) {
      var copy = canvas.cells
      copy[0].width = 1
      return copy.count
    }
    func time(_ name: String, iterations: Int, _ body: () -> Int) {
      Report.time(name, Timing.median(iterations: iterations, body), baseline: baseline)
    }
    Report.time("baseline: copy the 1920 cells", baseline, baseline: baseline)
    time("draw the frame into a canvas", iterations: 200) { screen.draw().cells.count }
    time("plain render", iterations: 200) { TextRenderer.plain.render(canvas).utf8.count }
    time("ANSI render", iterations: 200) { TextRenderer.ansi.render(canvas).utf8.count }
    var moving = screen
    var diffWriter = FrameDiffWriter()
    let frames = [
      moving.draw(),
      {
        moving.selection += 1
        return moving.draw()
      }(),
    ]
    _ = diffWriter.frame(frames[0])
    var flip = 1
    time("frame diff (selection moves)", iterations: 200) {
      flip ^= 1
      return diffWriter.frame(frames[flip]).count
    }
  }
}
