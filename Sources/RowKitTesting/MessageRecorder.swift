import RowKit

/// Records every message a table's rows send, in order, for a test to check.
///
/// A recorder is one more subscriber of the table (``/RowKit/TableView/onAnyMessage(_:)``):
/// the app's own subscribers keep getting their messages. Ask for the messages of one
/// type with ``messages(of:)``; no test needs to downcast.
///
/// ```swift
/// let recorder = MessageRecorder(table)
/// try table.tap(at: Point(column: 3, line: 2))
/// #expect(recorder.messages(of: OptionChosen.self) == [OptionChosen(index: 1, text: "Tea")])
/// #expect(recorder.rows == ["pick"])
/// ```
public final class MessageRecorder {
  /// The messages recorded so far, oldest first, each with the row that sent it.
  public private(set) var entries: [RowMessage] = []

  private weak var table: TableView?
  private var subscription: MessageSubscription?

  /// Starts recording the messages of `table`'s rows.
  public init(_ table: TableView) {
    self.table = table
    // Weak: a recorder freed before its table (a driver made for one call) must not be
    // reached by the table's next message.
    subscription = table.onAnyMessage { [weak self] in self?.entries.append($0) }
  }

  /// The number of messages recorded.
  public var count: Int { entries.count }

  /// The rows that sent the recorded messages, in order.
  public var rows: [RowID] { entries.map(\.row) }

  /// The recorded messages of type `Message`, in order; messages of other types are
  /// left out.
  public func messages<Message: Sendable>(of type: Message.Type) -> [Message] {
    entries.compactMap { $0.message(as: Message.self) }
  }

  /// The recorded messages of type `Message` with the rows that sent them.
  public func entries<Message: Sendable>(of type: Message.Type) -> [(
    row: RowID, message: Message
  )] {
    entries.compactMap { entry in entry.message(as: Message.self).map { (entry.row, $0) } }
  }

  /// Each recorded message as `String(describing:)` prints it, in order: a quick way
  /// to compare messages of several types at once.
  public var descriptions: [String] { entries.map { String(describing: $0.message) } }

  /// Forgets what was recorded; recording goes on.
  public func removeAll() {
    entries.removeAll()
  }

  /// Stops recording (the table drops the recorder's subscription); what was recorded
  /// stays.
  public func stop() {
    if let subscription { table?.unsubscribe(subscription) }
    subscription = nil
  }
}
