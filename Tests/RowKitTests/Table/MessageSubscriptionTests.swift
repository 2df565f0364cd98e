import RowKit
import RowKitTesting
import Testing

@Suite struct MessageSubscriptionTests {
  func makeTable() throws -> TableView {
    try TableView(
      registry: TestKinds.registry(), rows: [toggle(1, "Tea"), toggle(2, "Milk")],
      viewport: Size(columns: 20, lines: 2))
  }

  @Test func everySubscriberOfATypeGetsEachMessageInTheOrderTheySubscribed() throws {
    let table = try makeTable()
    var log: [String] = []
    table.onMessage(ToggleKind.Toggled.self) { row, message in
      log.append("first \(row) \(message.isOn)")
    }
    table.onAnyMessage { log.append("any \($0.row)") }
    table.onMessage(ToggleKind.Toggled.self) { row, _ in log.append("second \(row)") }
    table.onMessage(String.self) { _, _ in log.append("never: no row sends a String") }
    try table.activate("toggle", in: 2)
    #expect(log == ["first 2 true", "any 2", "second 2"])
  }

  @Test func aMessageArrivesAfterTheChangeIsCommitted() throws {
    let table = try makeTable()
    var seen: Bool?
    table.onMessage(ToggleKind.Toggled.self) { row, _ in
      seen = try? table.row(row).content.content(as: ToggleKind.Content.self)?.isOn
    }
    try table.tap(at: Point(column: 3, line: 0))
    #expect(seen == true)
    #expect(table.focus == Focus(row: 1, control: "toggle"))
  }

  @Test func unsubscribingStopsTheDeliveriesEvenDuringOne() throws {
    let table = try makeTable()
    var log: [String] = []
    var later: MessageSubscription?
    let first = table.onMessage(ToggleKind.Toggled.self) { _, _ in
      log.append("first")
      if let later { table.unsubscribe(later) }
    }
    later = table.onMessage(ToggleKind.Toggled.self) { _, _ in log.append("later") }
    try table.activate("toggle", in: 1)
    #expect(log == ["first"])
    table.unsubscribe(first)
    table.unsubscribe(first)  // twice is harmless
    try table.activate("toggle", in: 1)
    #expect(log == ["first"])
  }

  @Test func aHandlerMayChangeTheTableAndItsMessagesFollow() throws {
    let table = try makeTable()
    var log: [RowID] = []
    table.onMessage(ToggleKind.Toggled.self) { row, message in
      log.append(row)
      // Toggling the other row from inside a delivery sends its own message.
      if row == 1, message.isOn { try? table.activate("toggle", in: 2) }
    }
    try table.activate("toggle", in: 1)
    #expect(log == [1, 2])
  }

  @Test func theRowMessageCarriesTheMessageTyped() {
    let message = RowMessage(row: 7, message: ToggleKind.Toggled(isOn: true))
    #expect(message.message(as: ToggleKind.Toggled.self) == ToggleKind.Toggled(isOn: true))
    #expect(message.message(as: String.self) == nil)
  }
}
