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
  /// ## Capturing the table
  ///
  /// The table keeps `handler`, and everything it captures, until ``unsubscribe(_:)``
  /// or until the table itself is freed. A handler that holds the table strongly
  /// (by naming it, or through an object that owns it, such as the app's `self`)
  /// makes a cycle, and the table and its rows are never freed. Capture the table and
  /// its owner weakly (`[weak table]`, `[weak self]`), or `unowned` when the owner
  /// outlives the table for certain; or unsubscribe when the handler is no longer
  /// wanted, which lets go of it at once:
  ///
  /// ```swift
  /// table.onMessage(OptionChosen.self) { [weak table] row, _ in
  ///   try? table?.delete(row)
  /// }
  /// ```
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
  /// The table keeps `handler` until ``unsubscribe(_:)``: a handler that captures the
  /// table, or an object that owns it, must hold it weakly (`[weak table]`), or the
  /// two keep each other alive (see ``onMessage(_:_:)``).
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
  /// The table lets go of the handler at once, and of everything it captured: a
  /// handler that held the table strongly no longer keeps it alive.
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
