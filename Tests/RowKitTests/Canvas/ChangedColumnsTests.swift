import RowKitTesting
import Testing

@testable import RowKit

/// A canvas knows, per line, the columns it changed since the version a reader saw
/// (``TextCanvas/changedColumns(ofLine:since:)``): every cell outside them is as it was
/// then, whatever was written.
@Suite struct ChangedColumnsTests {
  @Test func aWriteChangesOnlyTheCellsWhoseBytesChange() {
    var canvas = TextCanvas(size: Size(columns: 12, lines: 2))
    canvas.write("( ) Yes", at: Point(column: 2, line: 0))
    let seen = canvas.version(ofLine: 0)
    canvas.markFrame()
    canvas.fill(Rect(column: 0, line: 0, width: 12, height: 1), style: .plain)
    canvas.write("(•) Yes", at: Point(column: 2, line: 0))
    #expect(plainLines(canvas) == ["  (•) Yes", ""])
    #expect(canvas.version(ofLine: 0) != seen)
    // The fill blanked the text and the write put it back: the text's columns, no more.
    #expect(canvas.changedColumns(ofLine: 0, since: seen) == 2..<9)
    #expect(canvas.changedColumns(ofLine: 0, since: seen &+ 1) == nil)
  }

  @Test func writesBeforeAMarkAreKeptWithTheLaterOnes() {
    var canvas = TextCanvas(size: Size(columns: 8, lines: 1))
    canvas.write("a", at: Point(column: 1, line: 0))
    canvas.write("b", at: Point(column: 5, line: 0))
    // No mark since the canvas was made: both writes count from version 0.
    #expect(canvas.changedColumns(ofLine: 0, since: 0) == 1..<6)
    let seen = canvas.version(ofLine: 0)
    canvas.markFrame()
    canvas.write("b", at: Point(column: 5, line: 0))
    // The same bytes again: nothing changed.
    #expect(canvas.changedColumns(ofLine: 0, since: seen)?.isEmpty == true)
    canvas.write("中", at: Point(column: 0, line: 0))
    #expect(plainLines(canvas) == ["中   b"])
    // The wide character's continuation overwrote the `a`.
    #expect(canvas.changedColumns(ofLine: 0, since: seen) == 0..<2)
  }

  /// Random writes, fills and backgrounds, with frames taken at random: for each line of
  /// each frame, the cells outside the columns the canvas names are the frame's.
  @Test(arguments: SeededGenerator.testSeeds())
  func cellsOutsideTheChangedColumnsAreAsSeen(seed: UInt64) {
    var random = SeededGenerator(seed: seed)
    let size = Size(columns: 9, lines: 3)
    var canvas = TextCanvas(size: size)
    var frames: [(cells: [CanvasCell], versions: [UInt64])] = []
    let texts = ["ab", "中", "x中y", "  ", "é", "文字", "q"]
    let styles = [Style.plain, Style(background: .blue), Style(attributes: .bold)]
    for step in 0..<400 {
      let context = "seed \(seed), step \(step): replay with ROWKIT_SEED=\(seed)"
      let line = Int.random(in: -1...size.lines, using: &random)
      let column = Int.random(in: -2...size.columns, using: &random)
      let style = styles[Int.random(in: 0..<styles.count, using: &random)]
      switch Int.random(in: 0..<10, using: &random) {
      case 0..<5:
        let text = texts[Int.random(in: 0..<texts.count, using: &random)]
        let clip =
          Bool.random(using: &random)
          ? nil : Rect(column: column + 1, line: 0, width: 3, height: size.lines)
        canvas.write(text, at: Point(column: column, line: line), clip: clip, style: style)
      case 5..<7:
        canvas.fill(
          Rect(
            column: column, line: line, width: Int.random(in: 0...4, using: &random),
            height: Int.random(in: 1...2, using: &random)), style: style)
      case 7:
        canvas.setBackground(
          style.background, in: Rect(column: column, line: line, width: 2, height: 1))
      case 8:
        canvas.markFrame()
      default:
        frames.append((canvas.cells, (0..<size.lines).map { canvas.version(ofLine: $0) }))
        if frames.count > 4 { frames.removeFirst() }
      }
      for frame in frames {
        for line in 0..<size.lines {
          guard
            let changed = canvas.changedColumns(ofLine: line, since: frame.versions[line])
          else { continue }
          for column in 0..<size.columns where !changed.contains(column) {
            let index = line * size.columns + column
            #expect(canvas.cells[index] == frame.cells[index], "\(context), line \(line)")
          }
        }
      }
    }
  }
}
