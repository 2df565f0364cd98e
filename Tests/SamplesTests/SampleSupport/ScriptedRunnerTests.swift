import RowKit
import RowKitSampleSupport
import RowKitTesting
import Testing

/// A row with a count and a `+` button.
private struct CounterKind: ComposedRowKind {
  typealias Content = Int
  var id: RowKindID { "counter" }

  func body(of content: Int) -> Node {
    Node.hstack {
      Node.text("count \(content)")
      Node.button("plus", label: "+")
    }
  }

  func action(for event: ControlEvent, content: Int) -> RowAction<Int> {
    event.isPress && event.control == "plus" ? .update(content + 1) : .none
  }
}

/// Counters starting at their row numbers, a status line with their total and a `bump ROW` command.
private final class CounterApp: SampleApp {
  let table: TableView

  init(rows: Int = 3) throws {
    var registry = RowKindRegistry()
    try registry.register(CounterKind())
    table = try TableView(
      registry: registry,
      rows: (1...rows).map { Row(id: RowID($0), kind: CounterKind(), content: $0) },
      viewport: Size(columns: 1, lines: 1))
  }

  var statusLines: [String] {
    ["total \(table.allRows.compactMap { $0.content.content(as: Int.self) }.reduce(0, +))"]
  }

  func perform(_ command: ScriptCommand) throws(SampleError) -> Bool {
    guard command.name == "bump" else { return false }
    let index = try command.row(at: 0, count: table.numberOfRows)
    do {
      try table.activate("plus", in: table.allRows[index].id)
    } catch {
      throw command.error(error.description)
    }
    return true
  }
}

@Suite struct ScriptedRunnerTests {
  func output(_ script: String, screen: Size = Size(columns: 20, lines: 4)) throws -> String {
    var runner = ScriptedRunner(app: try CounterApp(), screen: screen, colors: false)
    try runner.run(Script.parse(script, file: "t"))
    return runner.output
  }

  @Test func anEmptyScriptPrintsTheFirstFrame() throws {
    expectLines(
      lines(try output("")),
      [
        "  count 1      [ + ]",
        "  count 2      [ + ]",
        "  count 3      [ + ]",
        "total 6",
      ])
  }

  @Test func renderPrintsAFrameAndTheSeparatorThenTheFinalFrameFollows() throws {
    expectLines(
      lines(try output("bump 2\nrender\nbump 3\nbump 3")),
      [
        "  count 1      [ + ]",
        "  count 3      [ + ]",
        "  count 3      [ + ]",
        "total 7",
        "--- end of frame ---",
        "  count 1      [ + ]",
        "  count 3      [ + ]",
        "  count 5      [ + ]",
        "total 9",
      ])
  }

  @Test func tapsUseOneBasedScreenCoordinates() throws {
    // "  count 1      [ + ]": the button's "+" is column 18 (1-based), the first row line 1;
    // a tap on the status line (line 4) reaches no row.
    expectLines(
      lines(try output("tap 18 1\ntap 16 3\ntap 1 4")),
      [
        "  count 2      [ + ]",
        "  count 2      [ + ]",
        "› count 4      < + >",
        "total 8",
      ])
  }

  @Test func keysMoveTheFocusAndPress() throws {
    expectLines(
      lines(try output("key down\nkey down\nkey enter\nkey space")),
      [
        "  count 1      [ + ]",
        "› count 4      < + >",
        "  count 3      [ + ]",
        "total 8",
      ])
  }

  @Test func scrollAndResize() throws {
    var runner = ScriptedRunner(
      app: try CounterApp(rows: 6), screen: Size(columns: 20, lines: 4), colors: false)
    try runner.run(Script.parse("scroll 2\nrender\nscroll -1\nresize 16 3", file: "t"))
    expectLines(
      lines(runner.output),
      [
        "  count 3      [ + ]",
        "  count 4      [ + ]",
        "  count 5      [ + ]",
        "total 21",
        "--- end of frame ---",
        "  count 2  [ + ]",
        "  count 3  [ + ]",
        "total 21",
      ])
  }

  @Test(arguments: [
    ("jump 1", "t:1: unknown command 'jump'"),
    ("tap 0 1", "t:1: column 0 is out of range 1...20"),
    ("tap 1 5", "t:1: line 5 is out of range 1...4"),
    ("tap 1", "t:1: 'tap' takes COL LINE (1-based screen coordinates)"),
    (
      "key f7",
      "t:1: unknown key 'f7' (keys: backtab, down, end, enter, escape, home, left, pagedown, pageup, right, space, tab, up, or one character)"
    ),
    ("scroll far", "t:1: lines must be a whole number, not 'far'"),
    ("resize 0 3", "t:1: columns 0 is out of range 1...10000"),
    ("render now", "t:1: 'render' takes no arguments"),
    ("\n\nbump 4", "t:3: row 4 is out of range 1...3"),
  ])
  func badCommandsNameTheirLine(script: String, message: String) throws {
    var runner = ScriptedRunner(
      app: try CounterApp(), screen: Size(columns: 20, lines: 4), colors: false)
    do {
      try runner.run(Script.parse(script, file: "t"))
      Issue.record("expected an error")
    } catch {
      #expect(error.description == message)
      #expect(error.exitStatus == 2)
    }
  }

  @Test func whatWasPrintedBeforeAnErrorStays() throws {
    var runner = ScriptedRunner(
      app: try CounterApp(), screen: Size(columns: 20, lines: 4), colors: false)
    #expect(throws: SampleError.self) { try runner.run(Script.parse("render\nbogus", file: "t")) }
    #expect(runner.output.hasSuffix("total 6\n--- end of frame ---\n"))
  }

  @Test func coloursAreWrittenOnlyWhenAsked() throws {
    var plain = ScriptedRunner(
      app: try CounterApp(), screen: Size(columns: 20, lines: 4), colors: false)
    try plain.run([])
    #expect(!plain.output.contains("\u{1B}"))
    var styled = ScriptedRunner(
      app: try CounterApp(), screen: Size(columns: 20, lines: 4), colors: true)
    try styled.run([])
    #expect(styled.output.contains("\u{1B}[7m"))  // the inverse status line
  }
}

/// The lines of printed output, without the final line feed.
func lines(_ output: String) -> [String] {
  var text = output
  if text.hasSuffix("\n") { text.removeLast() }
  return text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
}
