import RowKit
import RowKitTerminal

extension SampleMain {
  /// The line `--version` prints after the version, so that a bug report names the
  /// terminal and how text is measured for it: `--terminal` when given; else, in a
  /// terminal, what detection finds (it asks the terminal, as a run does before its
  /// first frame, without drawing anything); else what the environment says, marked
  /// `not asked`.
  ///
  /// ```
  /// terminal kitty (XTVERSION kitty(0.43.1)); widths graphemeClusters, Unicode 16.0, …
  /// ```
  public static func terminalSummary(
    settings: SampleSettings?, environment: [String: String]
  ) -> String {
    if let profile = settings?.terminal {
      return "terminal \(profile.rawValue) (--terminal); widths \(profile.widthMode)"
    }
    if TerminalDevice.isInteractive,
      let detection = try? withTerminalSession(
        features: [],
        { session in
          try session.detectWidthMode(environment: environment)
        })
    {
      return detection.summary
    }
    let overridden = (try? WidthModeDetector.terminalOverride(environment: environment)) ?? nil
    let identification =
      overridden.map { TerminalIdentification(profile: $0, source: .override) }
      ?? WidthModeDetector.identify(reports: [], environment: environment)
    let mode =
      identification?.profile.widthMode
      ?? ((try? WidthModeDetector.override(environment: environment)) ?? nil)
      ?? .graphemeClusters
    let summary = WidthModeDetection(
      mode: mode, evidence: .profile, identification: identification
    ).summary
    return summary + " (not asked: not a terminal)"
  }
}
