/// A message a row's kind sent to the table's owner with an action, for example
/// "option 2 was chosen", with the row it came from.
///
/// Subscribers of one message type get the message itself, typed
/// (``TableView/onMessage(_:_:)``); a ``RowMessage`` is what subscribers of every
/// message get (``TableView/onAnyMessage(_:)``), a log or a test recorder for example.
public struct RowMessage: Sendable {
  /// The row whose kind sent the message.
  public var row: RowID
  /// The message, of a type the kind defines.
  public var message: any Sendable

  /// Creates a row message.
  public init(row: RowID, message: any Sendable) {
    self.row = row
    self.message = message
  }

  /// The message, if it is of type `Message`.
  ///
  /// ```swift
  /// if let chosen = rowMessage.message(as: OptionChosen.self) { print(chosen.index) }
  /// ```
  public func message<Message: Sendable>(as type: Message.Type = Message.self) -> Message? {
    message as? Message
  }
}

/// A subscription to a table's messages, returned by ``TableView/onMessage(_:_:)``
/// and ``TableView/onAnyMessage(_:)``; pass it to ``TableView/unsubscribe(_:)`` to
/// stop the deliveries.
///
/// A subscription is a plain value: dropping it does not unsubscribe.
public struct MessageSubscription: Hashable, Sendable {
  /// The subscription's number, unique within its table.
  let id: Int
}

/// The subscribers of a table's messages: the one place where a message is matched to
/// the type its subscribers asked for.
struct MessageSubscribers {
  /// One subscriber: its number and how to hand it a message.
  struct Entry {
    var id: Int
    var deliver: (RowID, any Sendable) -> Void
  }

  private var nextID = 0
  /// Subscribers of one message type, by the type's identity, in subscription order.
  private var byType: [ObjectIdentifier: [Entry]] = [:]
  /// Subscribers of every message, in subscription order.
  private var everyMessage: [Entry] = []
  /// The numbers of the subscriptions in force.
  private var active = Set<Int>()

  /// Whether nobody listens: a table with no subscriber looks nothing up.
  var isEmpty: Bool { active.isEmpty }

  mutating func add<Message: Sendable>(
    _ type: Message.Type, _ handler: @escaping (RowID, Message) -> Void
  ) -> MessageSubscription {
    let id = take()
    byType[ObjectIdentifier(type), default: []].append(
      Entry(id: id) { row, message in
        // The key is the message's own type, so the cast always succeeds.
        if let message = message as? Message { handler(row, message) }
      })
    return MessageSubscription(id: id)
  }

  mutating func addForEveryMessage(_ handler: @escaping (RowMessage) -> Void)
    -> MessageSubscription
  {
    let id = take()
    everyMessage.append(Entry(id: id) { handler(RowMessage(row: $0, message: $1)) })
    return MessageSubscription(id: id)
  }

  mutating func remove(_ subscription: MessageSubscription) {
    guard active.remove(subscription.id) != nil else { return }
    for key in Array(byType.keys) {
      byType[key]?.removeAll { $0.id == subscription.id }
      if byType[key]?.isEmpty == true { byType[key] = nil }
    }
    everyMessage.removeAll { $0.id == subscription.id }
  }

  func isActive(_ id: Int) -> Bool { active.contains(id) }

  /// The subscribers of `message`, in subscription order.
  func entries(for message: any Sendable) -> [Entry] {
    let typed = byType[ObjectIdentifier(type(of: message))] ?? []
    if everyMessage.isEmpty { return typed }
    if typed.isEmpty { return everyMessage }
    return (typed + everyMessage).sorted { $0.id < $1.id }
  }

  private mutating func take() -> Int {
    nextID += 1
    active.insert(nextID)
    return nextID
  }
}
