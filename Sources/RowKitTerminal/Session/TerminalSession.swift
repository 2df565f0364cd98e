import RowKit

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// An interactive terminal session: modes on, signal handlers installed, and an event
/// loop primitive that waits for input, resizes and resumes.
///
/// Creating a session installs the signal handlers (see the restore rules below),
/// enters raw mode and turns the features on; ``leave()`` (or
/// ``withTerminalSession(input:output:features:escapeTimeout:_:)``, which cannot
/// forget it) undoes everything. One session runs at a time in a process.
///
/// ``nextEvent(timeout:)`` blocks in `poll(2)` on the input and a self-pipe that the
/// `SIGWINCH` and `SIGCONT` handlers write to, so signals wake it without races. A lone
/// Escape is reported after ``escapeTimeout`` with no further bytes, and a bracketed
/// paste whose end marker does not come is ended after ``pasteTimeout`` with no further
/// bytes (see ``InputDecoder/endPaste()``), so no unterminated input holds the program.
///
/// Decoded events wait in a queue that takes each in O(1), and the session reads again
/// only when it is empty, so a flood of input costs memory for one read's events, and
/// no more than that is read ahead of the program. While the session waits for the
/// terminal's answers to a query (``detectWidthMode(environment:timeout:calibrate:)``),
/// keys typed meanwhile are queued too, at most ``typeAheadLimit`` of them: then, or
/// at Ctrl-C, Ctrl-Z or the end of input, the wait gives up and the rest of the input
/// is read later, in order. Durations given to a session are taken within 0 and about
/// 24.8 days (`Int32.max` milliseconds, what `poll(2)` waits at most): a negative wait
/// is none.
///
/// The terminal is restored on every way out: ``leave()``, a thrown error (with
/// `withTerminalSession`), `exit` (an `atexit` hook), `SIGINT`, `SIGTERM`, `SIGHUP`
/// and `SIGQUIT` (restore, then die of the same signal: status 128 + n in a shell),
/// `SIGTSTP` (restore, stop; on `SIGCONT` the modes come back and a
/// ``TerminalEvent/resumed(_:)`` asks for a full redraw), and crashes (restore, then
/// the previous handler runs). In raw mode Ctrl-C, Ctrl-Z and Ctrl-D are bytes, not
/// signals: they arrive as ``InputEvent/interrupt``, ``InputEvent/suspend`` and
/// ``InputEvent/endOfInput``, and the program decides (``suspend()`` stops politely).
///
/// ```swift
/// try withTerminalSession { session in
///   try session.write(firstFrame(session.size))
///   while let event = try session.nextEvent() {
///     if case .input(.key(.character("q"))) = event { break }
///     try session.write(frame(after: event))
///   }
/// }
/// ```
public final class TerminalSession {
  /// The default wait before a lone Escape byte counts as the Escape key: 50 ms.
  public static let defaultEscapeTimeout = Duration.milliseconds(50)
  /// The default quiet time after which an unfinished bracketed paste ends: 2 s.
  public static let defaultPasteTimeout = Duration.seconds(2)

  /// The modes this session entered.
  public let modes: TerminalModes
  /// The writer for frames.
  public let output: TerminalOutput
  /// How long a lone Escape waits for the rest of a sequence.
  public let escapeTimeout: Duration
  /// How long an open paste waits for its next byte before it ends.
  public let pasteTimeout: Duration
  /// The terminal size, updated on every resize and resume.
  public private(set) var size: Size

  private var decoder = InputDecoder()
  /// Events decoded and not yet returned, oldest first.
  var queue = EventQueue<TerminalEvent>()
  /// Whether the input reached its end (or the terminal hung up).
  private(set) var inputClosed = false
  private var previousActions: [CInt: sigaction] = [:]
  /// What the waits for answers heard: see ``awaitAnswers(timeout:until:)``.
  var heard = HeardAnswers()
  /// Whether ``enableKeyboardProtocol(timeout:)`` pushed the kitty keyboard protocol's
  /// disambiguate flag (popped again on every way out).
  public internal(set) var isKeyboardProtocolEnabled = false
  /// Whether the keyboard protocol's query was written.
  var keyboardProtocolQueried = false
  private var ended = false
  private let wakePipe: WakePipe
  /// Whether a mailbox's post woke the session since ``nextEvent(timeout:returningOnWake:)``
  /// last reported it.
  private var woken = false

  /// The write end of the wake pipe: a ``TerminalMailbox`` writes a byte there to wake
  /// the loop.
  var wakeDescriptor: CInt { wakePipe.writeDescriptor }

  /// Starts a session: installs the signal handlers, enters raw mode, turns the
  /// features on and reads the size.
  ///
  /// - Parameters:
  ///   - input: The terminal's input descriptor.
  ///   - output: The terminal's output descriptor.
  ///   - features: The screen features to turn on.
  ///   - escapeTimeout: How long a lone Escape waits for more bytes.
  ///   - pasteTimeout: How long an unfinished paste waits for more bytes.
  /// - Throws: ``TerminalError/sessionAlreadyActive`` when another session runs,
  ///   ``TerminalError/notATerminal(fileDescriptor:)`` when `input` is not a terminal,
  ///   or the system call error; the terminal and handlers are then as they were.
  public init(
    input: CInt = STDIN_FILENO, output: CInt = STDOUT_FILENO,
    features: TerminalFeatures = .all,
    escapeTimeout: Duration = TerminalSession.defaultEscapeTimeout,
    pasteTimeout: Duration = TerminalSession.defaultPasteTimeout
  ) throws(TerminalError) {
    RestoreState.prepare()
    guard !restoreState.pointee.sessionActive else { throw .sessionAlreadyActive }
    self.modes = TerminalModes(input: input, output: output, features: features)
    self.output = TerminalOutput(fileDescriptor: output)
    self.escapeTimeout = escapeTimeout
    self.pasteTimeout = pasteTimeout
    self.wakePipe = try WakePipe()
    self.size = TerminalSize.current(of: output)
    restoreState.pointee.sessionActive = true
    restoreState.pointee.wakeDescriptor = wakePipe.writeDescriptor
    previousActions = SignalHandlers.install()
    do throws(TerminalError) {
      try modes.enter()
    } catch {
      try? leave()
      throw error
    }
  }

  /// Writes a frame's bytes, all of them.
  ///
  /// - Parameter bytes: The bytes, as the renderer made them.
  /// - Throws: ``TerminalError`` when the write fails.
  public func write(_ bytes: [UInt8]) throws(TerminalError) {
    try output.write(bytes)
  }

  /// Writes a string's UTF-8 bytes.
  ///
  /// - Parameter string: The text, escape sequences included as given.
  /// - Throws: ``TerminalError`` when the write fails.
  public func write(_ string: String) throws(TerminalError) {
    try output.write(string)
  }

  /// Waits for the next event.
  ///
  /// - Parameter timeout: The longest wait, or `nil` to wait until something happens.
  /// - Returns: The next event, or `nil` when the timeout passed first.
  /// - Throws: ``TerminalError`` when polling or reading fails (other than `EINTR`).
  public func nextEvent(timeout: Duration? = nil) throws(TerminalError) -> TerminalEvent? {
    try nextEvent(timeout: timeout, returningOnWake: false)
  }

  /// ``nextEvent(timeout:)``, which with `returningOnWake` also returns `nil` as soon
  /// as a ``TerminalMailbox`` attached to ``wakeDescriptor`` was posted to.
  func nextEvent(
    timeout: Duration?, returningOnWake: Bool
  ) throws(TerminalError) -> TerminalEvent? {
    let clock = ContinuousClock()
    let deadline = timeout.map { clock.now.advanced(by: Self.clamped($0)) }
    while queue.isEmpty {
      if returningOnWake && woken {
        woken = false
        return nil
      }
      var wait = deadline.map { Self.milliseconds(clock.now.duration(to: $0)) } ?? -1
      var escapeWait = false
      var pasteWait = false
      if decoder.hasPendingInput {
        let escape = Self.milliseconds(escapeTimeout)
        escapeWait = wait < 0 || escape <= wait
        wait = escapeWait ? escape : wait
      } else if decoder.isInPaste {
        let paste = Self.milliseconds(pasteTimeout)
        pasteWait = wait < 0 || paste <= wait
        wait = pasteWait ? paste : wait
      }
      let ready = try poll(milliseconds: wait)
      if !ready {
        if escapeWait {
          queue.append(contentsOf: decoder.flush().map(TerminalEvent.input))
        }
        if pasteWait {
          queue.append(contentsOf: decoder.endPaste().map(TerminalEvent.input))
        }
        if queue.isEmpty, let deadline, clock.now >= deadline {
          return nil
        }
      }
    }
    return queue.popFirst()
  }

  /// How many events are already queued, so that ``nextEvent(timeout:)`` returns
  /// them at once: a program can skip the frames of a long burst (a hundred thousand
  /// keystrokes typed by a program) and draw after its last events.
  ///
  /// The queue holds what the reads so far decoded: ``nextEvent(timeout:)`` reads
  /// again only once it is empty, so it holds at most one read's events (4,096 bytes)
  /// plus what a wait for the terminal's answers kept (``typeAheadLimit``). Taking an
  /// event is O(1).
  public var pendingEventCount: Int { queue.count }

  /// Stops the program as Ctrl-Z would outside raw mode: restores the terminal, stops,
  /// and once continued enters the modes again and queues
  /// ``TerminalEvent/resumed(_:)``.
  ///
  /// - Throws: ``TerminalError`` when entering the modes again fails.
  public func suspend() throws(TerminalError) {
    // Thread-directed, and unblocked here, so the stop happens before `raise` returns.
    var set = sigset_t()
    sigemptyset(&set)
    sigaddset(&set, SIGTSTP)
    _ = pthread_sigmask(SIG_UNBLOCK, &set, nil)
    _ = raise(SIGTSTP)
    try resumeIfRestored()
  }

  /// Leaves the modes, restores the terminal and the previous signal handlers. Does
  /// nothing the second time.
  ///
  /// - Throws: ``TerminalError`` when restoring the terminal fails; the handlers are
  ///   put back either way.
  public func leave() throws(TerminalError) {
    guard !ended else { return }
    ended = true
    defer {
      SignalHandlers.uninstall(previousActions)
      restoreState.pointee.wakeDescriptor = -1
      restoreState.pointee.sessionActive = false
    }
    try modes.leave()
  }

  deinit {
    try? leave()
  }

  /// Polls the input and the wake pipe once and queues what they produce.
  ///
  /// - Returns: Whether anything was ready before the wait ended.
  func poll(milliseconds: Int) throws(TerminalError) -> Bool {
    var descriptors = [
      pollfd(fd: inputClosed ? -1 : modes.input, events: Int16(POLLIN), revents: 0),
      pollfd(fd: wakePipe.readDescriptor, events: Int16(POLLIN), revents: 0),
    ]
    let count = descriptors.withUnsafeMutableBufferPointer { buffer in
      #if canImport(Glibc)
        Glibc.poll(buffer.baseAddress, nfds_t(buffer.count), CInt(milliseconds))
      #else
        Darwin.poll(buffer.baseAddress, nfds_t(buffer.count), CInt(milliseconds))
      #endif
    }
    if count < 0 {
      if currentErrno == EINTR { return true }
      throw .lastSystemCall("poll")
    }
    if count == 0 { return false }
    if descriptors[1].revents != 0 {
      let bytes = wakePipe.drain()
      if bytes.contains(CInt(TerminalMailbox.wakeByte)) { woken = true }
      try handleSignals(bytes)
    }
    if descriptors[0].revents != 0 {
      try readInput()
    }
    return true
  }

  private func readInput() throws(TerminalError) {
    var buffer = [UInt8](repeating: 0, count: 4096)
    let count = read(modes.input, &buffer, buffer.count)
    if count > 0 {
      queue.append(contentsOf: decoder.decode(buffer[0..<count]).map(TerminalEvent.input))
      return
    }
    if count < 0 {
      let code = currentErrno
      if code == EINTR || code == EAGAIN || code == EWOULDBLOCK { return }
      if code != EIO { throw .systemCall(call: "read", errno: code) }
    }
    // End of file, or EIO from a terminal that hung up: no more input will come.
    inputClosed = true
    queue.append(contentsOf: decoder.flush().map(TerminalEvent.input))
    queue.append(.input(.endOfInput))
  }

  private func handleSignals(_ signals: [CInt]) throws(TerminalError) {
    if signals.contains(SIGCONT) {
      try resumeIfRestored()
    }
    if signals.contains(SIGWINCH) {
      size = TerminalSize.current(of: output.fileDescriptor)
      queue.append(.resize(size))
    }
  }

  /// Enters the modes again when a stop handler restored the terminal, and queues a
  /// full redraw.
  private func resumeIfRestored() throws(TerminalError) {
    guard !ended, modes.isActive, !RestoreState.isArmed else { return }
    try modes.reenter()
    size = TerminalSize.current(of: output.fileDescriptor)
    queue.append(.resumed(size))
  }

  /// The longest wait a session makes at once: `Int32.max` milliseconds (about 24.8
  /// days), what `poll(2)` takes.
  static let longestWait = Duration.milliseconds(Int32.max)

  /// `duration` within `0...longestWait`: a negative wait is none, a longer one is
  /// the longest, so no deadline computed from it can overflow.
  static func clamped(_ duration: Duration) -> Duration {
    min(max(duration, .zero), longestWait)
  }

  /// A duration in whole milliseconds for `poll(2)`, rounded up, within
  /// `0...Int32.max`: negative durations are 0.
  static func milliseconds(_ duration: Duration) -> Int {
    let (seconds, attoseconds) = clamped(duration).components
    let total =
      Int(seconds) * 1000 + Int((attoseconds + 999_999_999_999_999) / 1_000_000_000_000_000)
    return min(total, Int(Int32.max))
  }
}
