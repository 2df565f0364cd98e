import RowKit

extension TerminalSession {
  /// The most events typed ahead that a wait for the terminal's answers keeps before
  /// it gives up waiting: 4,096 (plus what the read that reached it decoded, at most
  /// 4,096 bytes' worth).
  ///
  /// Keys, clicks and pastes that arrive while the session waits for answers to its
  /// queries (``detectWidthMode(environment:timeout:calibrate:)``) are queued for
  /// ``nextEvent(timeout:)`` in order. Once this many wait, or an interrupt (Ctrl-C),
  /// a suspend (Ctrl-Z) or the end of input arrives, the wait ends at once with the
  /// answers it has, later waits end at once too, and the rest of the input stays
  /// unread until the program reads it, in order: a paste at startup, a flood of keys
  /// or a terminal that sends a huge or endless answer costs at most this much memory
  /// and never more time than the wait's timeout.
  public static let typeAheadLimit = 4096

  /// The most answers one wait collects; later ones are queued as events.
  static let answerLimit = 64

  /// Reads input until `isLast` says an answer was the last one wanted, `timeout`
  /// passes, an interrupt, a suspend or the end of input arrives, or
  /// ``typeAheadLimit`` events wait, and returns the terminal's answers (at most
  /// ``answerLimit``) in order. Every other event stays queued in order, and answers
  /// after the last one wanted stay queued as events.
  ///
  /// - Complexity: O(n) for n events read, whatever the split of the reads.
  func awaitAnswers(
    timeout: Duration, until isLast: (TerminalReport) -> Bool
  ) throws(TerminalError) -> [TerminalReport] {
    var answers: [TerminalReport] = []
    guard !stopsWaiting(afterLooking: queue.contains(where: Self.endsWaiting)) else {
      return answers
    }
    let clock = ContinuousClock()
    let deadline = clock.now.advanced(by: Self.clamped(timeout))
    var looked = 0  // Answers queued before the wait count too.
    var done = false
    var stop = false
    while true {
      for event in queue.removeLast(queue.count - looked) {
        if !done, answers.count < Self.answerLimit, case .input(.report(let answer)) = event {
          answers.append(answer)
          heard.note(answer)
          done = isLast(answer)
        } else {
          stop = stop || Self.endsWaiting(event)
          queue.append(event)
        }
      }
      looked = queue.count
      if done || stopsWaiting(afterLooking: stop) { return answers }
      let left = clock.now.duration(to: deadline)
      if left <= .zero {
        if answers.isEmpty { heard.silence = true }
        return answers
      }
      _ = try poll(milliseconds: max(1, Self.milliseconds(left)))
    }
  }

  /// Whether a wait for answers ends now: an event that ends it was seen, too many
  /// events wait, or no more input can come.
  private func stopsWaiting(afterLooking sawStop: Bool) -> Bool {
    sawStop || queue.count >= Self.typeAheadLimit || inputClosed
  }

  /// Whether an event ends a wait for answers: the user wants out, or the input ended.
  static func endsWaiting(_ event: TerminalEvent) -> Bool {
    switch event {
    case .input(.interrupt), .input(.suspend), .input(.endOfInput): return true
    default: return false
    }
  }
}

/// What a session's waits for answers heard from the terminal, for the queries that
/// ride along with others (the keyboard protocol's query goes before the width
/// queries, and its answer comes before theirs).
struct HeardAnswers {
  /// The kitty keyboard protocol's flags, once the terminal answered `CSI ? u`.
  var keyboardFlags: Int?
  /// Whether the terminal answered `CSI c`.
  var deviceAttributes = false
  /// Whether a wait ended at its deadline without any answer: the terminal answers
  /// nothing, and no further wait is worth it.
  var silence = false

  mutating func note(_ answer: TerminalReport) {
    switch answer {
    case .keyboardFlags(let flags): keyboardFlags = flags
    case .primaryDeviceAttributes: deviceAttributes = true
    default: break
    }
  }
}
