import RowKitTerminal

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Another thread that posts to a runtime's mailbox, as a background loader would:
/// it waits for the run's first frame on the far side of a pseudo-terminal, then
/// posts `count` values one by one, each only after the frame of the one before
/// reached the terminal (waiting at most 2 s for it), then posts `finalValue`.
///
/// Nothing else wakes the run (no ticks): every frame after the first is one a post
/// woke. Its findings are read after ``join()``.
final class PostingThread: @unchecked Sendable {
  /// The values whose frame did not come within 2 s.
  private(set) var missed: [Int] = []
  /// The longest wait from a post to the first bytes of its frame.
  private(set) var longestWait = Duration.zero

  private let primary: CInt
  private let mailbox: TerminalMailbox
  private let count: Int
  private let finalValue: Int
  private var thread = pthread_t()

  init(primary: CInt, mailbox: TerminalMailbox, count: Int, then finalValue: Int) {
    self.primary = primary
    self.mailbox = mailbox
    self.count = count
    self.finalValue = finalValue
    let context = Unmanaged.passRetained(self).toOpaque()
    _ = pthread_create(
      &thread, nil,
      { raw in
        guard let raw else { return nil }
        Unmanaged<PostingThread>.fromOpaque(raw).takeRetainedValue().body()
        return nil
      }, context)
  }

  /// Waits for the thread to finish.
  func join() {
    _ = pthread_join(thread, nil)
  }

  private func body() {
    let clock = ContinuousClock()
    _ = readSome(within: .seconds(5))
    for value in 1...count {
      let posted = clock.now
      mailbox.post(value)
      if readSome(within: .seconds(2)) {
        longestWait = max(longestWait, clock.now - posted)
      } else {
        missed.append(value)
      }
    }
    mailbox.post(finalValue)
    // Reads the run's last output, so its writes never wait on a full terminal.
    while readSome(within: .milliseconds(200)) {}
  }

  /// Waits for output, then reads what came within 5 ms of quiet; whether any came.
  private func readSome(within wait: Duration) -> Bool {
    var descriptor = pollfd(fd: primary, events: Int16(POLLIN), revents: 0)
    let milliseconds = Int32(
      wait.components.seconds * 1000 + wait.components.attoseconds / 1_000_000_000_000_000)
    guard poll(&descriptor, 1, milliseconds) > 0 else { return false }
    var buffer = [UInt8](repeating: 0, count: 4096)
    repeat {
      guard read(primary, &buffer, buffer.count) > 0 else { return true }
      descriptor.revents = 0
    } while poll(&descriptor, 1, 5) > 0
    return true
  }
}
