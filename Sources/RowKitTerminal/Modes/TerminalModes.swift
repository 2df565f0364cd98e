#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Raw mode and the screen features of one terminal, entered and left as a unit.
///
/// ``enter()`` saves the terminal's attributes, switches to raw mode (see the
/// discussion of raw attributes: no echo, no line editing, no signal keys, 8-bit,
/// output processing left on), then writes ``TerminalFeatures/enterSequence``.
/// ``leave()`` writes ``leaveSequence`` (the reset of any mode set with
/// ``setMode(enter:leave:)``, then ``TerminalFeatures/leaveSequence``) and restores the
/// saved attributes exactly. Both are idempotent. While the modes are on, the saved state is
/// also recorded where signal handlers and the `atexit` hook can restore it.
///
/// Most programs use ``withTerminalSession(input:output:features:escapeTimeout:_:)``,
/// which also installs the signal handlers; use this type directly to manage modes by
/// hand.
///
/// ```swift
/// let modes = TerminalModes(input: STDIN_FILENO, output: STDOUT_FILENO)
/// try modes.enter()
/// defer { try? modes.leave() }
/// ```
public final class TerminalModes {
  /// The terminal whose attributes change (usually standard input).
  public let input: CInt
  /// Where the feature sequences are written (usually standard output).
  public let output: CInt
  /// The features turned on while the modes are entered.
  public let features: TerminalFeatures
  /// Whether the modes are entered.
  public private(set) var isActive = false
  /// Bytes of modes set with ``setMode(enter:leave:)`` while entered: written again
  /// on ``reenter()``, and their `leave` bytes first on every way out.
  public private(set) var extraEnterSequence: [UInt8] = []
  /// The bytes that undo the modes set with ``setMode(enter:leave:)``.
  public private(set) var extraLeaveSequence: [UInt8] = []
  private var saved: termios?

  /// Everything written on leaving: the extra modes' leave bytes, then the features'.
  public var leaveSequence: [UInt8] { extraLeaveSequence + features.leaveSequence }

  /// Creates the modes for a terminal; nothing changes until ``enter()``.
  ///
  /// - Parameters:
  ///   - input: The terminal's input descriptor.
  ///   - output: The terminal's output descriptor.
  ///   - features: The screen features to turn on.
  public init(
    input: CInt = STDIN_FILENO, output: CInt = STDOUT_FILENO,
    features: TerminalFeatures = .all
  ) {
    self.input = input
    self.output = output
    self.features = features
  }

  /// Saves the attributes, enters raw mode and turns the features on. Does nothing
  /// when already entered.
  ///
  /// - Throws: ``TerminalError/notATerminal(fileDescriptor:)`` when `input` is not a
  ///   terminal, ``TerminalError/systemCall(call:errno:)`` when reading or setting the
  ///   attributes or writing the sequence fails (the terminal is then left as found).
  public func enter() throws(TerminalError) {
    guard !isActive else { return }
    guard TerminalDevice.isTerminal(input) else { throw .notATerminal(fileDescriptor: input) }
    var original = termios()
    guard tcgetattr(input, &original) == 0 else { throw .lastSystemCall("tcgetattr") }
    saved = original
    extraEnterSequence = []
    extraLeaveSequence = []
    RestoreState.arm(
      input: input, output: output, saved: original, leaveSequence: leaveSequence)
    do throws(TerminalError) {
      try applyRawAndFeatures(from: original)
    } catch {
      try? leave()
      RestoreState.disarm()
      throw error
    }
  }

  /// Turns the features off and restores the saved attributes byte for byte. Does
  /// nothing when not entered, so calling it twice is harmless.
  ///
  /// - Throws: ``TerminalError/systemCall(call:errno:)`` when writing the sequence or
  ///   restoring the attributes fails; both are attempted either way.
  public func leave() throws(TerminalError) {
    guard isActive, var original = saved else { return }
    isActive = false
    RestoreState.disarm()
    var failure: TerminalError?
    let leaving = leaveSequence
    extraEnterSequence = []
    extraLeaveSequence = []
    do throws(TerminalError) {
      try TerminalOutput(fileDescriptor: output).write(leaving)
    } catch {
      failure = error
    }
    if tcsetattr(input, TCSANOW, &original) != 0 && failure == nil {
      failure = .lastSystemCall("tcsetattr")
    }
    if let failure { throw failure }
  }

  /// Enters raw mode and the features again with the attributes saved first, after
  /// the process was stopped and continued (the shell may have changed the modes, and
  /// the stop handler restored them). Does nothing when not entered.
  ///
  /// - Throws: ``TerminalError/systemCall(call:errno:)`` when setting the attributes
  ///   or writing the sequence fails.
  public func reenter() throws(TerminalError) {
    guard isActive, let original = saved else { return }
    try applyRawAndFeatures(from: original)
  }

  /// Turns on a mode beyond the features while entered (the width detection sets
  /// mode 2027 this way): writes `enter` now and again on ``reenter()``, and writes
  /// `leave` before the features' leave sequence on ``leave()``, from the signal
  /// handlers and from the `atexit` hook. Does nothing when not entered.
  ///
  /// - Parameters:
  ///   - enter: the bytes that set the mode, for example `CSI ? 2027 h`.
  ///   - leave: the bytes that reset it, for example `CSI ? 2027 l`.
  /// - Throws: ``TerminalError/systemCall(call:errno:)`` when writing `enter` fails;
  ///   the reset is recorded either way.
  public func setMode(enter: [UInt8], leave: [UInt8]) throws(TerminalError) {
    guard isActive, let original = saved else { return }
    extraEnterSequence += enter
    extraLeaveSequence = leave + extraLeaveSequence
    RestoreState.arm(
      input: input, output: output, saved: original, leaveSequence: leaveSequence)
    try TerminalOutput(fileDescriptor: output).write(enter)
  }

  private func applyRawAndFeatures(from original: termios) throws(TerminalError) {
    var raw = RawAttributes.make(from: original)
    guard tcsetattr(input, TCSANOW, &raw) == 0 else { throw .lastSystemCall("tcsetattr") }
    isActive = true
    RestoreState.rearm()
    try TerminalOutput(fileDescriptor: output).write(features.enterSequence + extraEnterSequence)
  }

  deinit {
    try? leave()
  }
}
