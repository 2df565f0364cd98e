import RowKit

extension TerminalRuntime {
  /// Subscribes to the values of one type posted to the ``mailbox``: `handler` gets
  /// each, in the order they were posted, on the run's thread, and a frame follows
  /// them. Any number of subscribers can listen to one type; a value no subscriber
  /// wants is dropped.
  ///
  /// ```swift
  /// runtime.onPost(Int.self) { percent in try table.reconfigure("load", kind: bar, content: percent) }
  /// ```
  ///
  /// An error the handler throws shows on the status line (``onError``), as a hook's
  /// does.
  public func onPost<Value: Sendable>(
    _ type: Value.Type, _ handler: @escaping (Value) throws -> Void
  ) {
    // The one place posted values meet their types.
    postSubscribers.append { value in
      guard let value = value as? Value else { return }
      try handler(value)
    }
  }

  /// Delivers everything waiting in the ``mailbox`` now, oldest first: values to their
  /// subscribers (``onPost(_:_:)``), events to ``handle(_:)``. A run does this as soon
  /// as a post wakes it; call it yourself to test a runtime without a terminal.
  ///
  /// - Returns: the number of values and events delivered.
  @discardableResult
  public func receivePosted() -> Int {
    let items = mailbox.takeAll()
    for item in items {
      switch item {
      case .value(let value):
        for subscriber in postSubscribers {
          reporting { try subscriber(value) }
        }
      case .event(let event):
        handle(event)
      }
    }
    return items.count
  }
}
