import RowKit
import RowKitCheckableOptions
import RowKitTesting
import Testing

/// A quiz of 1,000 questions with 1 to 8 options each, scrolled through while
/// options are chosen, coloured, locked and answers revealed. After every step the
/// long-lived table must draw exactly what a brand-new table with the same rows,
/// offset and focus draws (characters and styles), and every fully visible question
/// must show its own content value: the selected mark on its selected option, its
/// colours, its lock and its answer.
@Suite struct QuizReuseTests {
  static let words = ["alpha", "beta", "gamma", "delta", "epsilon", "zeta", "eta", "theta"]
  static let colours: [Color?] = [nil, .red, .blue, .yellow, .magenta, .indexed(208)]

  /// Option `i` of question `n` starts with the token `q<n>o<i>`, so a line shows
  /// whose option it is.
  static func makeQuestion(_ number: Int, using random: inout SeededGenerator) -> Quiz {
    func text(_ count: ClosedRange<Int>) -> String {
      (0..<Int.random(in: count, using: &random)).map { _ in
        words.randomElement(using: &random)!
      }.joined(separator: " ")
    }
    let options = (0..<Int.random(in: 1...8, using: &random)).map { index in
      Quiz.Option(
        ["q\(number)o\(index)", text(0...8)].filter { !$0.isEmpty }.joined(separator: " "))
    }
    return Quiz(
      question: "Question \(number): " + text(1...6), options: options,
      answer: "Answer \(number) " + text(0...4))
  }

  @Test(arguments: SeededGenerator.testSeeds())
  func everyVisibleQuestionShowsItsOwnState(seed: UInt64) throws {
    var random = SeededGenerator(seed: seed)
    let kind = CheckableOptionsKind()
    let registry = try builtInRegistry()
    let rows = (0..<1_000).map { quizRow(RowID($0), Self.makeQuestion($0, using: &random)) }
    let viewport = Size(columns: 36, lines: 16)
    let table = try TableView(registry: registry, rows: rows, viewport: viewport)
    let replay = "seed \(seed): replay with ROWKIT_SEED=\(seed)"

    var step = 0
    while table.contentOffset < table.maxContentOffset, step < 2_000 {
      step += 1
      let visible = table.visibleRowIDs
      let id = visible.randomElement(using: &random)!
      var content = try #require(try table.row(id).content.content(as: Quiz.self))
      switch Int.random(in: 0..<10, using: &random) {
      case 0, 1:
        table.scroll(by: Int.random(in: -8...90, using: &random))
      case 2:
        try table.tap(
          at: Point(
            column: Int.random(in: 0..<viewport.columns, using: &random),
            line: Int.random(in: 0..<viewport.lines, using: &random)))
      case 3:
        content.select(Int.random(in: -1...8, using: &random))
        try table.reconfigure(id, kind: kind, content: content)
      case 4:
        content.setBackground(
          Self.colours.randomElement(using: &random)!,
          for: Int.random(in: 0..<content.options.count, using: &random))
        try table.reconfigure(id, kind: kind, content: content)
      case 5:
        content.isRevealed ? content.hide() : content.reveal()
        try table.reconfigure(id, kind: kind, content: content)
      case 6:
        content.setSelectable(Int.random(in: 0..<4, using: &random) == 0 ? false : true)
        try table.reconfigure(id, kind: kind, content: content)
      case 7:
        content.clearSelection()
        try table.reconfigure(id, kind: kind, content: content)
      default:
        // Keys act near a visible row, so the focus follows the scrolling.
        try table.setFocus(id)
        let keys: [Key] = [.down, .up, .tab, .right, .enter, .space, .pageDown]
        try table.handle(keys.randomElement(using: &random)!)
      }

      let canvas = table.render()
      let expected = try freshRender(of: table, everyRow: step % 250 == 0)
      if canvas != expected {
        expectLines(plainLines(canvas), plainLines(expected), "step \(step), \(replay)")
        #expect(canvas == expected, "styles differ at step \(step), \(replay)")
        return
      }
      guard try visibleQuestionsShowTheirOwnState(table, canvas, step: step, replay: replay)
      else { return }
    }
    #expect(table.contentOffset == table.maxContentOffset, "did not reach the end, \(replay)")
    #expect(step > 300, "too few steps to mean anything, \(replay)")
    #expect(table.counters.cellsCreated <= viewport.lines + 2, "\(replay)")
    #expect(table.counters.totalContentViewsCreated <= viewport.lines + 2, "\(replay)")
  }

  /// What a brand-new table shows with the same rows, offset and focus.
  ///
  /// With `everyRow` the new table gets all the rows; otherwise (to keep 1,000-row
  /// runs fast) only the rows the viewport shows, at the same scroll anchor (the first
  /// of them): the frame depends on nothing else.
  func freshRender(of table: TableView, everyRow: Bool) throws -> TextCanvas {
    let viewport = table.viewport
    if everyRow {
      let fresh = try TableView(registry: table.registry, rows: table.allRows, viewport: viewport)
      if let focus = table.focus { try fresh.setFocus(focus.row, control: focus.control) }
      if let anchor = table.scrollAnchor { try fresh.scroll(to: anchor) }
      return fresh.render()
    }
    let ids = table.visibleRowIDs
    let rows = try ids.map { id throws(TableError) in try table.row(id) }
    let fresh = try TableView(registry: table.registry, rows: rows, viewport: viewport)
    if let focus = table.focus, ids.contains(focus.row) {
      try fresh.setFocus(focus.row, control: focus.control)
    }
    if let anchor = table.scrollAnchor { try fresh.scroll(to: anchor) }
    return fresh.render()
  }

  /// Checks each fully visible row's lines against its content value directly.
  func visibleQuestionsShowTheirOwnState(
    _ table: TableView, _ canvas: TextCanvas, step: Int, replay: String
  ) throws -> Bool {
    let lines = plainLines(canvas)
    for (id, frame) in table.visibleRowFrames
    where frame.minLine >= 0 && frame.maxLine <= canvas.size.lines {
      let content = try #require(try table.row(id).content.content(as: Quiz.self))
      let rowLines = (frame.minLine..<frame.maxLine).map { String(lines[$0].dropFirst(2)) }
      let context = "row \(id), step \(step), \(replay)\n" + rowLines.joined(separator: "\n")
      var ok = true
      func check(_ condition: Bool, _ what: String) {
        if !condition {
          Issue.record(Comment(rawValue: what + ": " + context))
          ok = false
        }
      }
      // Each option's first line: its mark, then its own token.
      for (index, option) in content.options.enumerated() {
        let token = "q\(id)o\(index)"
        let found = rowLines.firstIndex {
          $0.dropFirst(4) == token || $0.dropFirst(4).hasPrefix(token + " ")
        }
        guard let found else {
          check(false, "option \(index) not shown")
          continue
        }
        let mark = String(rowLines[found].prefix(3))
        let expected: Set<String> =
          !content.isSelectable
          ? ["(-)"] : content.selectedOption == index ? ["(•)", "<•>"] : ["( )", "< >"]
        check(expected.contains(mark), "option \(index) shows \(mark)")
        let line = frame.minLine + found
        check(
          backgrounds(canvas, line: line, columns: 2..<canvas.size.columns) == [option.background],
          "option \(index) has the wrong background")
      }
      let marked = rowLines.filter { $0.hasPrefix("(•)") || $0.hasPrefix("<•>") }.count
      check(marked == (content.selectedOption == nil ? 0 : 1), "\(marked) selected marks")
      let answers = rowLines.filter { $0.hasPrefix("Answer: ") }.count
      check(answers == (content.isRevealed ? 1 : 0), "\(answers) answer lines")
      // Joined without separators, "[locked]" reads whole wherever the question wraps.
      let locked = rowLines.joined().contains("[locked]")
      check(locked == !content.isSelectable, "lock shown: \(locked)")
      if !ok { return false }
    }
    return true
  }
}
