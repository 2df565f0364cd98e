import RowKit

extension TerminalSession {
  /// The kitty keyboard protocol's query, `CSI ? u`: a terminal that speaks the
  /// protocol answers `CSI ? flags u` (``TerminalReport/keyboardFlags(_:)``), others
  /// say nothing.
  public static let keyboardProtocolQuery: [UInt8] = Array("\u{1B}[?u".utf8)
  /// Pushes the protocol's disambiguate flag (1): Escape, Alt-, Ctrl- and
  /// Shift-modified keys come as `CSI code ; modifiers u`, which no other key sends.
  static let keyboardProtocolPush: [UInt8] = Array("\u{1B}[>1u".utf8)
  /// Pops the flags pushed.
  static let keyboardProtocolPop: [UInt8] = Array("\u{1B}[<u".utf8)
  /// Primary device attributes, `CSI c`, which every terminal answers: its answer ends
  /// the wait.
  static let deviceAttributesQuery: [UInt8] = Array("\u{1B}[c".utf8)

  /// Writes the kitty keyboard protocol's query alone, for its answer to come with
  /// those of queries sent next (``detectWidthMode(environment:timeout:calibrate:)``
  /// waits for the device attributes that end them all); then
  /// ``enableKeyboardProtocol(timeout:)`` needs no wait of its own.
  ///
  /// - Throws: ``TerminalError`` when writing fails.
  public func queryKeyboardProtocol() throws(TerminalError) {
    guard !keyboardProtocolQueried else { return }
    try write(Self.keyboardProtocolQuery)
    keyboardProtocolQueried = true
  }

  /// Turns on the kitty keyboard protocol's disambiguate flag when the terminal
  /// speaks the protocol, so that keys with modifiers arrive unambiguously (kitty,
  /// foot, WezTerm, Ghostty, Alacritty, iTerm2 answer; xterm, VTE, tmux and screen
  /// do not, and keep sending their usual forms, which the decoder reads too).
  ///
  /// Unless ``queryKeyboardProtocol()`` was written and its answer already heard,
  /// writes `CSI ? u` (when not yet written) and `CSI c`, and waits for the answer to
  /// `CSI c` or `timeout`; a terminal that answered nothing before is not asked to
  /// wait again. When the terminal answered `CSI ? flags u`, pushes the flag with
  /// `CSI > 1 u` and records `CSI < u` with the session's modes
  /// (``TerminalModes/setMode(enter:leave:)``), so the flag is popped on every way
  /// out: ``leave()``, a thrown error, `exit`, the terminating signals, a stop (and
  /// pushed again on continuing) and a crash. Keys typed meanwhile are kept as
  /// ``typeAheadLimit`` says.
  ///
  /// ```swift
  /// try withTerminalSession { session in
  ///   try session.enableKeyboardProtocol()
  ///   // Alt-Up now arrives as .key(KeyPress(.up, modifiers: .alt)) on every terminal.
  /// }
  /// ```
  ///
  /// - Parameter timeout: The longest wait for the answers.
  /// - Returns: Whether the protocol is on.
  /// - Throws: ``TerminalError`` when writing or reading fails.
  @discardableResult
  public func enableKeyboardProtocol(
    timeout: Duration = WidthModeDetector.defaultTimeout
  ) throws(TerminalError) -> Bool {
    guard !isKeyboardProtocolEnabled else { return true }
    if heard.keyboardFlags == nil && !heard.silence
      && !(keyboardProtocolQueried && heard.deviceAttributes)
    {
      try write(
        (keyboardProtocolQueried ? [] : Self.keyboardProtocolQuery) + Self.deviceAttributesQuery)
      keyboardProtocolQueried = true
      _ = try awaitAnswers(timeout: timeout) { answer in
        if case .primaryDeviceAttributes = answer { return true }
        return false
      }
    }
    guard heard.keyboardFlags != nil else { return false }
    try modes.setMode(enter: Self.keyboardProtocolPush, leave: Self.keyboardProtocolPop)
    isKeyboardProtocolEnabled = modes.isActive
    return isKeyboardProtocolEnabled
  }
}
