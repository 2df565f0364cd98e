import RowKit
import RowKitTesting
import Testing

// The example of "Subscribers and the table's lifetime" in the article "Focus,
// Actions and Messages" (Docs/RowKit.docc/FocusAndMessages.md), as written there.

final class Mixer {
  let table: TableView
  private(set) var level = 1

  init(table: TableView) {
    self.table = table
    table.onMessage(VolumeChanged.self) { [weak self] _, change in
      self?.level = change.level
    }
    // A handler that changes the table holds it weakly too.
    table.onMessage(VolumeChanged.self) { [weak table] row, change in
      if change.level == 0 { try? table?.delete(row) }
    }
  }
}

/// A table is freed when the app lets go of it, whatever subscribes to its messages,
/// as long as no handler holds it strongly; one that does keeps it alive until it is
/// unsubscribed.
@Suite struct FocusAndMessagesLifetimeTests {
  func makeTable(level: Int = 1) throws -> TableView {
    var registry = RowKindRegistry()
    try registry.register(VolumeKind())
    return try TableView(
      registry: registry, rows: [Row(id: "speaker", kind: VolumeKind(), content: level)],
      viewport: Size(columns: 24, lines: 1))
  }

  @Test func theArticlesMixerWorksAndIsFreedWithItsTable() throws {
    weak var freedMixer: Mixer?
    weak var freedTable: TableView?
    do {
      let mixer = Mixer(table: try makeTable())
      freedMixer = mixer
      freedTable = mixer.table
      try mixer.table.setFocus("speaker", control: "down")
      try mixer.table.handle(.enter)
      // The first handler saw the level, the second deleted the row at 0.
      #expect(mixer.level == 0)
      #expect(mixer.table.numberOfRows == 0)
      _ = mixer.table.render()
    }
    #expect(freedMixer == nil)
    #expect(freedTable == nil)
  }

  @Test func aTableWithWeaklyCapturingSubscribersIsFreed() throws {
    weak var freed: TableView?
    var levels: [Int] = []
    do {
      let table = try makeTable()
      freed = table
      table.onMessage(VolumeChanged.self) { [weak table] row, change in
        levels.append(change.level)
        if change.level == 3 { try? table?.reconfigure(row, kind: VolumeKind(), content: 1) }
      }
      table.onAnyMessage { [weak table] _ in _ = table?.numberOfRows }
      try table.setFocus("speaker", control: "up")
      try table.handle(.enter)
      try table.handle(.enter)
      _ = table.render()
    }
    #expect(levels == [2, 3])
    #expect(freed == nil)
  }

  @Test func aStronglyCapturingSubscriberKeepsTheTableUntilUnsubscribed() throws {
    weak var freed: TableView?
    var subscriptions: [MessageSubscription] = []
    var keeper: TableView?
    do {
      let table = try makeTable()
      freed = table
      // The cycle the docs warn of: the table keeps the handler, the handler the table.
      subscriptions.append(table.onMessage(VolumeChanged.self) { _, _ in _ = table.focus })
      subscriptions.append(table.onAnyMessage { _ in _ = table.numberOfRows })
      _ = table.render()
    }
    #expect(freed != nil, "a handler that holds its table strongly keeps it alive")
    keeper = freed
    for subscription in subscriptions { keeper?.unsubscribe(subscription) }
    keeper = nil
    #expect(freed == nil, "unsubscribing let go of the handlers and what they held")
  }
}
