import RowKit
import RowKitCheckableOptions
import RowKitConfirm
import RowKitRemoveButton
import RowKitTesting
import Testing

/// The built-in kinds draw the characters a text filter matched in the table's
/// ``CellChrome/matchStyle`` (bold and underlined by default): literal ANSI frames, in
/// which `\e[1;4m` starts a highlight.
@Suite struct MatchHighlightTests {
  private func table(_ rows: [Row], width: Int, lines: Int = 4) throws -> TableView {
    try TableView(rows: rows, viewport: Size(columns: width, lines: lines))
  }

  private func ansi(_ table: TableView) -> [String] {
    TextRenderer.ansi.render(table.render()).split(
      separator: "\n", omittingEmptySubsequences: false
    )
    .map(String.init)
  }

  private func removable(_ id: RowID, _ title: String) -> Row {
    Row(id: id, kind: RemoveButtonKind(), content: .init(title: title))
  }

  @Test func theRemoveButtonsTitleShowsItsExactMatch() throws {
    let table = try table(
      [removable(1, "Urvashi"), removable(2, "Vaishnavi"), removable(3, "Anchita")], width: 30)
    table.filter = .text(TextQuery("va", mode: .exact))
    #expect(
      ansi(table) == [
        "  Ur\u{1B}[1;4mva\u{1B}[0mshi           [ Remove ]\u{1B}[0m",
        "  \u{1B}[1;4mVa\u{1B}[0mishnavi         [ Remove ]\u{1B}[0m", "\u{1B}[0m", "\u{1B}[0m", "",
      ])
  }

  @Test func aFuzzyMatchHighlightsEachMatchedRunAndClearingRemovesIt() throws {
    let table = try table([removable(1, "Anchita")], width: 30, lines: 1)
    var canvas = TextCanvas(size: table.viewport)
    table.filter = .text(TextQuery("acia"))
    table.draw(into: &canvas)
    #expect(
      TextRenderer.ansi.render(canvas)
        == "  \u{1B}[1;4mA\u{1B}[0mn\u{1B}[1;4mc\u{1B}[0mh\u{1B}[1;4mi\u{1B}[0mt\u{1B}[1;4ma\u{1B}[0m           [ Remove ]\u{1B}[0m\n"
    )
    // Drawn again into the same canvas without the filter: the row's draw state
    // changed, so it is drawn again, plain.
    table.filter = nil
    table.draw(into: &canvas)
    #expect(TextRenderer.ansi.render(canvas) == "  Anchita           [ Remove ]\u{1B}[0m\n")
  }

  @Test func aWrappedTitleShowsTheMatchOnTheLineThatHoldsIt() throws {
    let table = try table([removable(1, "Milk and honey")], width: 20)
    table.filter = .text(TextQuery("honey", mode: .exact))
    #expect(
      ansi(table) == [
        "  Milk    [ Remove ]\u{1B}[0m", "  and\u{1B}[0m", "  \u{1B}[1;4mhoney\u{1B}[0m",
        "\u{1B}[0m", "",
      ])
  }

  @Test func checkableOptionsHighlightTheQuestionAndTheOptionsButNotTheirMarks() throws {
    let options: [CheckableOptionsKind.Content.Option] = [
      "Apple", CheckableOptionsKind.Content.Option("Banana", background: .red),
    ]
    let row = Row(
      id: 1, kind: CheckableOptionsKind(),
      content: .init(question: "Which fruit?", options: options))
    let table = try table([row], width: 30)
    table.filter = .text(TextQuery("ban", mode: .exact))
    #expect(
      ansi(table) == [
        "  \u{1B}[1mWhich fruit?\u{1B}[0m", "  ( ) Apple\u{1B}[0m",
        "  \u{1B}[41m( ) \u{1B}[1;4mBan\u{1B}[0;41mana [red]            \u{1B}[0m", "\u{1B}[0m", "",
      ])
    // Across the question and the first option: the space between is no character of
    // either line.
    table.filter = .text(TextQuery("? app", mode: .exact))
    #expect(
      ansi(table) == [
        "  \u{1B}[1mWhich fruit\u{1B}[4m?\u{1B}[0m", "  ( ) \u{1B}[1;4mApp\u{1B}[0mle\u{1B}[0m",
        "  \u{1B}[41m( ) Banana [red]            \u{1B}[0m", "\u{1B}[0m", "",
      ])
  }

  @Test func theConfirmPromptShowsItsMatchInTheChromesStyle() throws {
    let row = Row(id: 1, kind: ConfirmKind(), content: .init(prompt: "Remove Milk?"))
    let table = try table([row], width: 40, lines: 1)
    table.chrome.matchStyle = Style(foreground: .yellow)
    table.filter = .text(TextQuery("milk", mode: .exact))
    #expect(
      ansi(table) == ["  Remove \u{1B}[33mMilk\u{1B}[0m?            [ Yes ] [ No ]\u{1B}[0m", ""])
  }
}
