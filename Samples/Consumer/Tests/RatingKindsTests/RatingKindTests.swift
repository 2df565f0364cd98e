import RatingKinds
import RowKit
import RowKitTesting
import Testing

@Suite struct RatingKindTests {
  /// Three rows of a table 20 columns wide, and what the table's owner was told.
  final class Harness {
    let table: TableView
    let driver: TableDriver
    let recorder: MessageRecorder

    init() throws {
      var registry = RowKindRegistry()
      try registry.register(RatingKinds.self)
      table = try TableView(
        registry: registry,
        rows: [
          Row(id: "coffee", kind: RatingKind(), content: .init(title: "Coffee", stars: 3)),
          Row(id: "tea", kind: RatingKind(), content: .init(title: "Tea", stars: 1)),
          Row(id: "cake", kind: RatingKind(), content: .init(title: "Cake")),
        ],
        viewport: Size(columns: 20, lines: 3))
      driver = TableDriver(table)
      recorder = MessageRecorder(table)
    }

    /// What the rows said, as the `Rated` messages print.
    var messages: [String] { recorder.messages(of: RatingKind.Rated.self).map(\.description) }

    func stars(_ id: RowID) throws -> Int? {
      try table.row(id).content.content(as: RatingKind.Content.self)?.stars
    }
  }

  @Test func drawsTheTitleAndTheStarsFlushRight() throws {
    let lines = try RenderedLines.of(
      RatingKind(), .init(title: "Coffee", stars: 3), width: 16)
    expectLines(lines, ["Coffee     ★★★☆☆"])
  }

  @Test func aLongTitleWrapsAndTheStarsStayOnTheFirstLine() throws {
    let lines = try RenderedLines.of(
      RatingKind(), .init(title: "Single origin espresso", stars: 4, maximum: 3), width: 16)
    expectLines(lines, ["Single       ★★★", "origin", "espresso"])
  }

  @Test func theContentValueClampsTheRating() {
    #expect(RatingKind.Content(title: "x", stars: 9).stars == 5)
    #expect(RatingKind.Content(title: "x", stars: -2).stars == 0)
    #expect(RatingKind.Content(title: "x", maximum: 0).maximum == 1)
    var content = RatingKind.Content(title: "x", stars: 5)
    content.stars += 1
    #expect(content.stars == 5)
  }

  @Test func eachStarIsItsOwnControlInFocusOrder() {
    let controls = RatingKind().controls(of: .init(title: "Coffee", stars: 3))
    #expect(controls == (0..<5).map(RatingKind.star))
  }

  @Test func tappingAStarRatesUpToIt() throws {
    let harness = try Harness()
    // The stars of a 20-column row start at column 15 (2 gutter + 18 content - 5).
    let hit = try harness.driver.tap(column: 19, line: 1)
    #expect(hit?.control == RatingKind.star(4))
    #expect(try harness.stars("tea") == 5)
    try harness.driver.tap(column: 16, line: 2)
    expectLines(
      harness.driver.lines,
      [
        "  Coffee       ★★★☆☆",
        "  Tea          ★★★★★",
        "› Cake         ★★☆☆☆",
      ])
    #expect(harness.messages == ["Tea: 5 stars", "Cake: 2 stars"])
  }

  @Test func tappingTheHighestLitStarAgainClearsTheRating() throws {
    let harness = try Harness()
    try harness.driver.tap(column: 17, line: 0)
    #expect(try harness.stars("coffee") == 0)
    expectLines(Array(harness.driver.lines.prefix(1)), ["› Coffee       ☆☆☆☆☆"])
    #expect(harness.messages == ["Coffee: 0 stars"])
  }

  @Test func tappingTheTitleChangesNothing() throws {
    let harness = try Harness()
    let hit = try harness.driver.tap(column: 3, line: 0)
    #expect(hit?.row == "coffee")
    #expect(hit?.control == nil)
    #expect(try harness.stars("coffee") == 3)
    #expect(harness.messages.isEmpty)
  }

  @Test func leftAndRightMoveBetweenStarsAndEnterRates() throws {
    let harness = try Harness()
    try harness.table.setFocus("cake")
    try harness.driver.press(.right, .right, .right, .enter)
    #expect(harness.table.focus?.control == RatingKind.star(3))
    #expect(try harness.stars("cake") == 4)
    try harness.driver.press(.left, .space)
    #expect(try harness.stars("cake") == 3)
    expectLines(Array(harness.driver.lines.suffix(1)), ["› Cake         ★★★☆☆"])
  }

  @Test func plusMinusAndDigitKeysChangeTheRating() throws {
    let harness = try Harness()
    try harness.table.setFocus("tea")
    try harness.driver.press(.character("+"), .character("+"))
    #expect(try harness.stars("tea") == 3)
    try harness.driver.press(.character("-"))
    #expect(try harness.stars("tea") == 2)
    try harness.driver.press(.character("5"))
    #expect(try harness.stars("tea") == 5)
    try harness.driver.press(.character("+"), .character("9"), .character("x"))
    #expect(try harness.stars("tea") == 5)
    try harness.driver.press(.character("0"))
    #expect(try harness.stars("tea") == 0)
    #expect(
      harness.messages == [
        "Tea: 2 stars", "Tea: 3 stars", "Tea: 2 stars", "Tea: 5 stars", "Tea: 0 stars",
      ])
  }

  @Test func theFocusFollowsARatingKeyAndAKeyThatChangesNothingIsStillUsed() throws {
    let harness = try Harness()
    try harness.table.setFocus("tea")
    try harness.driver.press(.character("4"))
    #expect(harness.table.focus == Focus(row: "tea", control: RatingKind.star(3)))
    try harness.driver.press(.character("0"))
    #expect(harness.table.focus == Focus(row: "tea", control: RatingKind.star(0)))
    harness.driver.expectMessages([
      RatingKind.Rated(title: "Tea", stars: 4), RatingKind.Rated(title: "Tea", stars: 0),
    ])
    // `-` at 0 changes nothing, but is the kind's key: the focus stays put.
    try harness.driver.press(.character("-"))
    #expect(harness.table.focus == Focus(row: "tea", control: RatingKind.star(0)))
    harness.driver.expectNoMessages()
    // Other keys still move the focus as the table does.
    try harness.driver.press(.down)
    #expect(harness.table.focus?.row == "cake")
  }

  @Test func litStarsAreYellowWhenColourIsWanted() throws {
    let lines = try RenderedLines.of(
      RatingKind(), .init(title: "Tea", stars: 1, maximum: 2), width: 7, colors: true)
    #expect(lines.count == 1)
    #expect(lines[0].contains("\u{1B}[33m★"))
  }
}

/// The example on the landing page of RowKit's documentation, which uses this kind.
@Test func theDocumentationLandingPageExamplePrintsWhatItSays() throws {
  var registry = RowKindRegistry()
  try registry.register(RatingKind())

  let table = try TableView(
    registry: registry,
    rows: [Row(id: "coffee", kind: RatingKind(), content: .init(title: "Coffee", stars: 3))],
    viewport: Size(columns: 20, lines: 1))
  try table.tap(at: Point(column: 19, line: 0))
  #expect(TextRenderer.plain.render(table.render()) == "› Coffee       ★★★★★\n")
}
