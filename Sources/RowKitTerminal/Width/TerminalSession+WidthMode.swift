import RowKit

extension TerminalSession {
  /// Finds out how the terminal measures text, once, before the first frame: the
  /// rules of ``WidthModeDetector``.
  ///
  /// Unless `ROWKIT_TERMINAL` or `ROWKIT_WIDTH` decides, writes `CSI ? 2027 $ p`,
  /// `CSI > 0 q` (XTVERSION), `CSI > c` and `CSI c` together and reads until the answer
  /// to `CSI c` arrives or `timeout` passes; the answers and the environment identify
  /// the terminal (``WidthModeDetector/identify(reports:environment:)``). When the terminal
  /// reports mode 2027 as reset but settable (state 2), sets it with `CSI ? 2027 h`
  /// and records `CSI ? 2027 l` with the session's modes, so it is reset on every way
  /// out: ``leave()``, a thrown error, `exit`, the terminating signals, a stop and a
  /// crash. Keys and clicks that arrive while waiting are kept for
  /// ``nextEvent(timeout:)``; the answers are not.
  ///
  /// ```swift
  /// try withTerminalSession { session in
  ///   let widths = try session.detectWidthMode(environment: environment)
  ///   var canvas = TextCanvas(size: session.size, widthMode: widths.mode)
  ///   // …
  /// }
  /// ```
  ///
  /// With `calibrate`, it then draws two probes (U+2764 U+FE0F and U+1F44D U+1F3FD) at
  /// the top left corner, asks for the cursor position after each (`CSI 6 n`), clears
  /// the line again, and goes by the advances the terminal reports when they match one
  /// mode (``WidthModeDetector/decide(calibration:after:)``): this catches a terminal
  /// that answers mode 2027 but measures per code point, or the other way round. Call
  /// it on the alternate screen, before the first frame.
  ///
  /// - Parameters:
  ///   - environment: the process environment (`ROWKIT_TERMINAL`, `ROWKIT_WIDTH`,
  ///     `TERM`, `TERM_PROGRAM`, `TMUX`…).
  ///   - timeout: the longest wait for the answers (and again for the calibration's).
  ///   - calibrate: whether to check the decision with cursor position reports.
  /// - Returns: the mode, what it was decided from, the terminal identified, and whether
  ///   mode 2027 was set.
  /// - Throws: ``TerminalError`` when writing or reading fails; an invalid
  ///   `ROWKIT_WIDTH` is not an error here (it counts as `auto`): check it with
  ///   ``WidthModeDetector/override(environment:)`` first to report it (and
  ///   ``WidthModeDetector/terminalOverride(environment:)`` for `ROWKIT_TERMINAL`).
  public func detectWidthMode(
    environment: [String: String], timeout: Duration = WidthModeDetector.defaultTimeout,
    calibrate: Bool = false
  ) throws(TerminalError) -> WidthModeDetection {
    if let profile = try? WidthModeDetector.terminalOverride(environment: environment) {
      return WidthModeDetection(
        mode: profile.widthMode, evidence: .profile,
        identification: TerminalIdentification(profile: profile, source: .override))
    }
    if let forced = try? WidthModeDetector.override(environment: environment) {
      return WidthModeDetection(mode: forced, evidence: .environmentOverride)
    }
    try write(WidthModeDetector.query)
    let reports = try readReports(timeout: timeout) { report in
      if case .primaryDeviceAttributes = report { return true }
      return false
    }
    var detection = WidthModeDetector.decide(reports: reports, environment: environment)
    if detection.setMode2027 {
      try modes.setMode(
        enter: WidthModeDetector.setMode2027, leave: WidthModeDetector.resetMode2027)
    }
    if calibrate {
      try write(WidthModeDetector.calibrationQuery)
      var positions = 0
      let answers = try readReports(timeout: timeout) { report in
        if case .cursorPosition = report { positions += 1 }
        return positions == WidthModeDetector.calibrationProbes.count
      }
      detection = WidthModeDetector.decide(calibration: answers, after: detection)
    }
    return detection
  }

  /// Reads input until `isLast` says an answer was the last one wanted, or `timeout`
  /// passes, and returns the terminal's answers; other events stay queued in order.
  /// The wait also ends early as ``TerminalSession/typeAheadLimit`` says.
  func readReports(
    timeout: Duration, until isLast: (TerminalReport) -> Bool
  ) throws(TerminalError) -> [TerminalReport] {
    try awaitAnswers(timeout: timeout, until: isLast)
  }
}
