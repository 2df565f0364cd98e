import RowKit
import RowKitTerminal
import RowKitTesting
import Testing

@testable import RowKitSampleGroceries

/// The groceries sample without a terminal: the runtime's events and frames, the
/// loader's posts delivered by hand.
@Suite struct GroceriesAppTests {
  func makeApp(items: Int = 3, suggestions: Int = 2) throws -> GroceriesApp {
    let app = try GroceriesApp(
      items: Array(staplesForTests.prefix(items)), suggestions: suggestions,
      options: TerminalRuntime.Options())
    app.runtime.screen = Size(columns: 44, lines: 9)
    return app
  }

  let staplesForTests = ["Bread", "Milk", "Eggs", "Butter"]

  func type(_ text: String, into app: GroceriesApp) {
    for character in text { app.runtime.handle(.input(.key(.character(character)))) }
  }

  func key(_ key: Key, _ modifiers: KeyModifiers = [], into app: GroceriesApp) {
    app.runtime.handle(.input(.key(KeyPress(key, modifiers: modifiers))))
  }

  @Test func theFirstFrameHasTheHeaderTheFieldAndTheSpinner() throws {
    let app = try makeApp()
    expectLines(
      RenderedLines.of(app.runtime.frame()),
      [
        "Groceries",
        "› Add new item                             ┃",
        "  Bread                          [ Remove ]┃",
        "  Milk                           [ Remove ]┃",
        "  Eggs                           [ Remove ]┃",
        "  ⠋ Loading suggestions                    ┃",
        "                                           ┃",
        "3 items · 0 selected · suggestions 0/2",
        "↑↓ rows  ←→ controls  enter press  ? ke… 1/5",
      ])
    #expect(app.runtime.frame().cursor == Point(column: 6, line: 1))
  }

  @Test func typedQAndPastesGoIntoTheFieldAndEnterAddsTheItem() throws {
    let app = try makeApp()
    type("oat q", into: app)
    app.runtime.handle(.input(.paste("milk\r\nand\u{1B}[31m honey")))
    #expect(app.runtime.exitStatus == nil)
    key(.enter, into: app)
    #expect(app.itemCount == 4)
    #expect(app.table.allRows.count == 6)
    let lines = RenderedLines.of(app.runtime.frame())
    #expect(lines[1].hasPrefix("› Add new item"))
    #expect(lines.contains { $0.hasPrefix("  oat qmilk and[31m honey") })
  }

  @Test func shiftDownSelectsXRemovesAndEscapeAnswersNo() throws {
    let app = try makeApp()
    key(.down, into: app)
    key(.down, .shift, into: app)
    #expect(app.table.selectedCount == 2)
    key(.enter, into: app)
    #expect(RenderedLines.of(app.runtime.frame()).contains { $0.contains("Remove Milk?") })
    key(.escape, into: app)
    #expect(!RenderedLines.of(app.runtime.frame()).contains { $0.contains("Remove Milk?") })
    key(.character("x"), into: app)
    #expect(app.itemCount == 1)
    #expect(app.table.selectedCount == 0)
  }

  @Test func postsAddSuggestionsAndStopTheSpinner() throws {
    let app = try makeApp(items: 1, suggestions: 2)
    app.runtime.mailbox.post(Suggestion(name: "Apples"))
    app.runtime.mailbox.post(Suggestion(name: "Coffee"))
    app.runtime.mailbox.post(SuggestionsDone())
    #expect(app.runtime.receivePosted() == 3)
    #expect(app.status == "3 items · 0 selected · suggestions 2/2")
    #expect(app.runtime.tickInterval == nil)
    #expect(
      RenderedLines.of(app.runtime.frame()).contains("  ✓ Suggestions loaded                     ┃")
    )
  }

  @Test func nOpensAPromptWhoseFieldAddsAnItem() throws {
    let app = try makeApp()
    key(.down, into: app)
    key(.character("n"), into: app)
    #expect(app.runtime.overlay != nil)
    type("jam q", into: app)
    key(.enter, into: app)
    #expect(app.runtime.overlay == nil)
    #expect(app.itemCount == 4)
  }
}
