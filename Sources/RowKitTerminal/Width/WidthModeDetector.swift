import RowKit

/// Decides which ``/RowKit/WidthMode`` a terminal uses: the queries to send, and what their
/// answers mean. ``TerminalSession/detectWidthMode(environment:timeout:calibrate:)`` sends the
/// queries and reads the answers; this type holds the rules, free of any I/O.
///
/// The rules, in order:
///
/// 1. `ROWKIT_TERMINAL` names a ``/RowKit/TerminalProfile`` (`kitty`, `tmux`…): its mode,
///    and nothing is sent. Else `ROWKIT_WIDTH=grapheme` or `ROWKIT_WIDTH=codepoint`
///    decides, and nothing is sent.
/// 2. The terminal is asked `CSI ? 2027 $ p` (DECRQM for mode 2027, grapheme cluster
///    segmentation), `CSI > 0 q` (XTVERSION, its name and version), `CSI > c`
///    (secondary device attributes) and `CSI c` (primary device attributes), which every
///    terminal answers: its answer marks the end of the answers to wait for, up to a
///    deadline of about 200 ms.
/// 3. The answers and the environment identify the terminal
///    (``identify(reports:environment:)``): its profile's mode. When the profile
///    segments grapheme clusters and mode 2027 answered 2, the session sets it.
/// 4. Otherwise, mode 2027 answered 1 (set) or 3 (permanently set): grapheme clusters.
///    Answered 2 (reset, can be set): the session sets it with `CSI ? 2027 h`, draws in
///    grapheme clusters, and resets it on leaving.
/// 5. Anything else (state 0 or 4, no answer to the mode query): per code point; no
///    answer at all: the ``/RowKit/TerminalProfile/conservative`` profile, per code
///    point too.
public enum WidthModeDetector {
  /// The environment variable that overrides detection.
  public static let overrideVariable = "ROWKIT_WIDTH"
  /// How long detection waits for the answers at most: 200 ms.
  public static let defaultTimeout = Duration.milliseconds(200)

  /// The queries: `CSI ? 2027 $ p`, `CSI > 0 q`, `CSI > c`, then `CSI c`.
  public static let query: [UInt8] = Array("\u{1B}[?2027$p\u{1B}[>0q\u{1B}[>c\u{1B}[c".utf8)
  /// The bytes that set mode 2027.
  public static let setMode2027: [UInt8] = Array("\u{1B}[?2027h".utf8)
  /// The bytes that reset mode 2027.
  public static let resetMode2027: [UInt8] = Array("\u{1B}[?2027l".utf8)

  /// The mode `ROWKIT_WIDTH` asks for: `grapheme` or `codepoint` (any case); `nil`
  /// when it is unset, empty or `auto`.
  ///
  /// - Throws: ``WidthModeDetector/OverrideError`` for any other value.
  public static func override(environment: [String: String]) throws(OverrideError) -> WidthMode? {
    guard let value = environment[overrideVariable], !value.isEmpty else { return nil }
    switch value.lowercased() {
    case "auto": return nil
    case "grapheme": return .graphemeClusters
    case "codepoint": return .perCodePoint
    default: throw OverrideError(value: value)
    }
  }

  /// A value of `ROWKIT_WIDTH` that is none of `auto`, `grapheme`, `codepoint`.
  public struct OverrideError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The value found.
    public var value: String
    /// One line naming the variable and the values it takes.
    public var description: String {
      "\(WidthModeDetector.overrideVariable) takes auto, grapheme or codepoint, not '"
        + Sanitizer.visible(value) + "'"
    }
  }

  /// Whether the environment says the terminal is kitty.
  public static func isKitty(environment: [String: String]) -> Bool {
    environment["TERM"] == "xterm-kitty" || !(environment["KITTY_WINDOW_ID"] ?? "").isEmpty
  }

  /// The probes a calibration draws, each from the first column, and how far each
  /// advances the cursor in grapheme-cluster mode and per code point.
  public static let calibrationProbes: [(text: String, clusters: Int, codePoints: Int)] = [
    ("\u{2764}\u{FE0F}", 2, 1), ("\u{1F44D}\u{1F3FD}", 2, 4),
  ]

  /// The calibration's bytes: each probe drawn at the top left corner and followed by
  /// a cursor position request (`CSI 6 n`), then the line cleared again.
  public static var calibrationQuery: [UInt8] {
    var bytes: [UInt8] = []
    for probe in calibrationProbes {
      bytes += Array("\u{1B}[H\u{1B}[2K".utf8) + Array(probe.text.utf8) + Array("\u{1B}[6n".utf8)
    }
    return bytes + Array("\u{1B}[H\u{1B}[2K".utf8)
  }

  /// The decision after a calibration: the earlier decision when the terminal's cursor
  /// advanced as its mode measures the probes, or when the reports are missing or match
  /// no family; otherwise the family whose advances they match.
  ///
  /// - Parameters:
  ///   - reports: the answers read after ``calibrationQuery``.
  ///   - detection: the decision from the mode 2027 query.
  public static func decide(
    calibration reports: [TerminalReport], after detection: WidthModeDetection
  ) -> WidthModeDetection {
    let advances = reports.compactMap { report -> Int? in
      if case .cursorPosition(_, let column) = report { return column - 1 }
      return nil
    }
    guard advances.count == calibrationProbes.count else { return detection }
    let expected = calibrationProbes.map { DisplayWidth.of($0.text, mode: detection.mode) }
    if advances == expected { return detection }
    let mode: WidthMode
    if advances == calibrationProbes.map(\.clusters) {
      mode = .graphemeClusters
    } else if advances == calibrationProbes.map(\.codePoints) {
      mode = .perCodePoint
    } else {
      return detection
    }
    var result = detection
    result.mode = mode
    result.evidence = .calibration(
      heart: advances[0], skinTone: advances[1], before: detection.evidence)
    return result
  }

  /// The decision for the answers a terminal gave (rules 3 to 5; the caller applies
  /// the overrides first).
  ///
  /// - Parameters:
  ///   - reports: the answers read before the deadline, in order.
  ///   - environment: the environment, for identification.
  public static func decide(
    reports: [TerminalReport], environment: [String: String]
  ) -> WidthModeDetection {
    var state: Int?
    var attributes: [Int?]?
    for report in reports {
      switch report {
      case .privateMode(2027, let value) where state == nil: state = value
      case .primaryDeviceAttributes(let values) where attributes == nil: attributes = values
      default: break
      }
    }
    if let identification = identify(reports: reports, environment: environment) {
      let mode = identification.profile.widthMode
      return WidthModeDetection(
        mode: mode, evidence: .profile, identification: identification,
        setMode2027: state == 2 && mode.family == .graphemeClusters)
    }
    switch state {
    case let set? where set == 1 || set == 3:
      return WidthModeDetection(mode: .graphemeClusters, evidence: .mode2027(state: set))
    case 2:
      return WidthModeDetection(
        mode: .graphemeClusters, evidence: .mode2027(state: 2), setMode2027: true)
    default: break
    }
    if let state {
      return WidthModeDetection(mode: .perCodePoint, evidence: .mode2027(state: state))
    }
    guard attributes != nil else {
      return WidthModeDetection(
        mode: TerminalProfile.conservative.widthMode, evidence: .noAnswer,
        identification: nil)
    }
    return WidthModeDetection(mode: .perCodePoint, evidence: .noModeReport)
  }
}
