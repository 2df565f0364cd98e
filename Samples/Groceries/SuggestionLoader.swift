import RowKitTerminal

/// A suggested item, posted by the loader.
struct Suggestion: Sendable {
  var name: String
}

/// Posted once every suggestion has been posted.
struct SuggestionsDone: Sendable {}

/// A background task that posts suggestions into a run's mailbox, one every
/// `interval`, then ``SuggestionsDone``. It runs on the concurrency runtime's own
/// threads, not the run's: each post wakes the run at once, with no polling.
enum SuggestionLoader {
  /// The suggestions, in the order they are posted.
  static let names = [
    "Apples", "Coffee", "Rice", "Lentils", "Yoghurt", "Spinach", "Tofu", "Oranges",
  ]

  /// Starts posting `count` suggestions (the names cycle) to `mailbox`.
  static func start(count: Int, interval: Duration, mailbox: TerminalMailbox) {
    guard count > 0 else { return }
    Task.detached {
      for index in 0..<count {
        try? await Task.sleep(for: interval)
        mailbox.post(Suggestion(name: names[index % names.count]))
      }
      mailbox.post(SuggestionsDone())
    }
  }
}
