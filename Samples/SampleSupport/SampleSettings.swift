import RowKit
import RowKitTerminal

/// The common settings of a sample, resolved from its options and environment.
public struct SampleSettings: Sendable {
  /// The explicit width, if `--width` was given.
  public var width: Int?
  /// The explicit height, if `--height` was given.
  public var height: Int?
  /// The colour policy from `--color`.
  public var color: ColorPolicy
  /// The script to run (`-` for standard input), if `--script` was given.
  public var script: String?

  /// Reads the common options.
  ///
  /// - Throws: ``SampleError/usage(_:)`` for a bad width, height or colour.
  public init(_ options: ParsedOptions) throws(SampleError) {
    width = try options.positiveInt("width", maximum: OutputWidth.maximum)
    height = try options.positiveInt("height", maximum: SampleSettings.maximumLines)
    if let text = options["color"] {
      guard let policy = ColorPolicy(rawValue: text) else {
        throw .usage("--color takes auto, always or never, not '\(Sanitizer.visible(text))'")
      }
      color = policy
    } else {
      color = .auto
    }
    script = options["script"]
  }

  /// The most lines a screen may have (`--height`, `resize`).
  public static let maximumLines = 10_000

  /// The viewport size for a run without a terminal: the options, then the measured
  /// size, then `COLUMNS` and `LINES` (``TerminalSize/fallback(environment:measured:)``),
  /// then 80x24; at most ``OutputWidth/maximum`` by ``maximumLines``.
  public func size(environment: [String: String], measured: Size? = nil) -> Size {
    let fallback = TerminalSize.fallback(environment: environment, measured: measured)
    return Size(
      columns: width ?? min(fallback.columns, OutputWidth.maximum),
      lines: height ?? min(fallback.lines, SampleSettings.maximumLines))
  }
}
