import RowKit
import RowKitRemoveButton

// Frame-diff byte counts and timing ratios for a list of 1000 checkbox lines at 80x24.
// Byte counts are exact and deterministic; timings are ratios against a baseline
// measured in the same run, so they compare across machines. Nothing here asserts.

var screen = ChecklistScreen(count: 1000)
var writer = FrameDiffWriter()

func report(_ name: String, _ bytes: [UInt8], limit: Int?) {
  let verdict = limit.map { bytes.count <= $0 ? "ok, limit \($0)" : "OVER the limit of \($0)" }
  print(
    "  \(name.padding(32)) \(String(bytes.count).leftPadding(5)) B"
      + (verdict.map { "  (\($0))" } ?? ""))
}

print("rowkit-bench: 1000 checkbox lines, 80x24 viewport")
print("frame-diff bytes")
let first = screen.draw()
report("first frame (full repaint)", writer.frame(first), limit: 4096)
report("identical frame", writer.frame(screen.draw()), limit: 32)
screen.checked[5].toggle()
report("one checkbox mark changed", writer.frame(screen.draw()), limit: 64)
screen.selection += 1
report("selection moved by one line", writer.frame(screen.draw()), limit: nil)
screen.offset += 1
report("scrolled by one line", writer.frame(screen.draw()), limit: nil)

print("timing (median per call; ratio to the baseline)")
let canvas = screen.draw()
let baseline = Timing.median(iterations: 2000) {
  var copy = canvas.cells
  copy[0].width = 1
  return copy.count
}
/// Prints a median time per call, in microseconds or milliseconds, and its ratio to
/// a baseline measured in the same run.
func printTiming(
  _ name: String, _ nanoseconds: Double, over baseline: Double, inMilliseconds: Bool = false
) {
  let value = format(nanoseconds / (inMilliseconds ? 1e6 : 1e3)).leftPadding(9)
  let ratio = format(nanoseconds / baseline).leftPadding(7)
  print("  \(name.padding(32)) \(value) \(inMilliseconds ? "ms" : "µs")  \(ratio)x")
}
func time(_ name: String, iterations: Int, _ body: () -> Int) {
  printTiming(name, Timing.median(iterations: iterations, body), over: baseline)
}
printTiming("baseline: copy the 1920 cells", baseline, over: baseline)
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
TextBenchmarks.run()
if Timing.sink == 42 { print("") }

func format(_ value: Double) -> String {
  let scaled = Int(value * 10 + 0.5)
  let whole = scaled / 10
  return "\(whole).\(scaled % 10)"
}

extension String {
  func padding(_ width: Int) -> String {
    self + String(repeating: " ", count: max(0, width - count))
  }
  func leftPadding(_ width: Int) -> String {
    String(repeating: " ", count: max(0, width - count)) + self
  }
}

// MARK: The table

TableBenchmarks.run()

print("\ntable: frame-diff bytes (TableView of the built-in kinds, 80x24)")
do {
  let table = TableScreen.table(1_000_000)
  var tableWriter = FrameDiffWriter()
  table.scroll(toOffset: 0)
  try? table.setFocus(3)
  report("table: first frame", tableWriter.frame(table.render()), limit: 4096)
  report("table: identical frame", tableWriter.frame(table.render()), limit: 32)
  try? table.handle(.enter)
  report("table: one option selected", tableWriter.frame(table.render()), limit: 64)
  try? table.handle(.down)
  report("table: focus moved down", tableWriter.frame(table.render()), limit: nil)
  try? table.activate(RemoveButtonKind.removeControl, in: 5)
  report("table: Remove switched to Yes/No", tableWriter.frame(table.render()), limit: nil)
  let counters = table.counters
  print(
    "  counters: cells created \(counters.cellsCreated), content views created \(counters.totalContentViewsCreated), measurements \(counters.measurements)"
  )
}
DiffBenchmarks.run()
RuntimeBenchmarks.run()
SearchBenchmarks.run()
SelectionBenchmarks.run()
Report.summary()
