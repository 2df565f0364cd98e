extension TableView {
  /// Calls `handler` with every message of type `Message` a row's kind sends, and the
  /// id of the row that sent it.
  ///
  /// Any number of subscribers can listen, to one type or to several; each message goes
  /// to the subscribers of its own type (and to those of ``onAnyMessage(_:)``) in the
  /// order they subscribed, once the action's change is committed and the focus moved,
  /// so a handler sees the table as the action left it and may change it further. An
  /// action whose change fails delivers nothing.
  ///
  /// ```swift
  /// table.onMessage(OptionChosen.self) { row, chosen in
  ///   print("row \(row): option \(chosen.index) (\(chosen.text))")
  /// }
  /// ```
  ///
  /// The type is matched exactly: subscribe to the message's own type, not to a
  /// protocol it conforms to (``onAnyMessage(_:)`` gets every message).
  ///
  /// - Returns: the subscription, for ``unsubscribe(_:)``; dropping it does not
  ///   unsubscribe.
  /// - Complexity: O(1) to subscribe; a message costs one dictionary lookup plus its
  ///   subscribers.
  @discardableResult
  public func onMessage<Message: Sendable>(
    _ type: Message.Type, _ handler: @escaping (RowID, Message) -> Void
  ) -> MessageSubscription {
    messageSubscribers.add(type, handler)
  }

  /// Calls `handler` with every message any row's kind sends, whatever its type: for a
  /// log, or a recorder in a test (`RowKitTesting`'s `MessageRecorder`).
  ///
  /// ```swift
  /// table.onAnyMessage { print("\($0.row): \($0.message)") }
  /// ```
  ///
  /// - Returns: the subscription, for ``unsubscribe(_:)``.
  @discardableResult
  public func onAnyMessage(_ handler: @escaping (RowMessage) -> Void) -> MessageSubscription {
    messageSubscribers.addForEveryMessage(handler)
  }

  /// Stops the deliveries of a subscription; unsubscribing twice does nothing. A
  /// handler may unsubscribe itself or others while a message is delivered: a
  /// subscriber removed before its turn does not get it.
  ///
  /// - Complexity: O(s) for s subscriptions.
  public func unsubscribe(_ subscription: MessageSubscription) {
    messageSubscribers.remove(subscription)
  }

  /// Hands a message to its subscribers.
  func deliver(_ message: any Sendable, from row: RowID) {
    guard !messageSubscribers.isEmpty else { return }
    for entry in messageSubscribers.entries(for: message)
    where messageSubscribers.isActive(entry.id) {
      entry.deliver(row, message)
    }
  }
}
