import RowKit

extension TerminalSession {
  /// Finds out how the terminal measures text, once, before the first frame: the
  /// rules of ``WidthModeDetector``.
  ///
  /// Unless `ROWKIT_WIDTH` decides, writes `CSI ? 2027 $ p` and `CSI c` together and
  /// reads until the answer to `CSI c` arrives or `timeout` passes. When the terminal
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
  /// - Parameters:
  ///   - environment: the process environment (`ROWKIT_WIDTH`, `TERM`,
  ///     `KITTY_WINDOW_ID`).
  ///   - timeout: the longest wait for the answers.
  /// - Returns: the mode, what it was decided from, and whether mode 2027 was set.
  /// - Throws: ``TerminalError`` when writing or reading fails; an invalid
  ///   `ROWKIT_WIDTH` is not an error here (it counts as `auto`): check it with
  ///   ``WidthModeDetector/override(environment:)`` first to report it.
  public func detectWidthMode(
    environment: [String: String], timeout: Duration = WidthModeDetector.defaultTimeout
  ) throws(TerminalError) -> WidthModeDetection {
    if let forced = try? WidthModeDetector.override(environment: environment) {
      return WidthModeDetection(mode: forced, evidence: .environmentOverride)
    }
    try write(WidthModeDetector.query)
    let reports = try readReports(timeout: timeout)
    let detection = WidthModeDetector.decide(reports: reports, environment: environment)
    if detection.setMode2027 {
      try modes.setMode(
        enter: WidthModeDetector.setMode2027, leave: WidthModeDetector.resetMode2027)
    }
    return detection
  }

  /// Reads input until primary device attributes arrive or `timeout` passes, and
  /// returns the terminal's answers; other events stay queued in order.
  func readReports(timeout: Duration) throws(TerminalError) -> [TerminalReport] {
    let clock = ContinuousClock()
    let deadline = clock.now.advanced(by: timeout)
    var reports: [TerminalReport] = []
    while true {
      var kept: [TerminalEvent] = []
      var done = false
      for event in pending {
        if case .input(.report(let report)) = event {
          reports.append(report)
          if case .primaryDeviceAttributes = report { done = true }
        } else {
          kept.append(event)
        }
      }
      pending = kept
      if done { return reports }
      let left = clock.now.duration(to: deadline)
      if left <= .zero { return reports }
      _ = try poll(milliseconds: max(1, Self.milliseconds(left)))
    }
  }
}
