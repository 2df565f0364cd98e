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
  /// How printed frames are written, from `--output`; `svg` runs the script even in
  /// a terminal (as `--output-dir` and `--frame` do).
  public var output: FrameFormat
  /// The directory each printed frame goes into, from `--output-dir`, or `nil` for
  /// standard output.
  public var outputDirectory: String?
  /// Which screen frames show, from `--frame`, or `nil` when not given (the
  /// ``FrameScreen/scripted`` screen).
  public var frame: FrameScreen?
  /// The width mode from `--width-mode`, or `nil` for `auto` (see ``widthMode(environment:)``).
  public var widthMode: WidthMode?
  /// The terminal profile from `--terminal`, or `nil` for `auto`.
  public var terminal: TerminalProfile?
  /// The bounds on input, from `--max-input` and `--timeout`.
  public var inputLimits = InputLimits()

  /// Reads the common options.
  ///
  /// - Throws: ``SampleError/usage(_:)`` for a bad width, height, colour, output,
  ///   output directory or frame.
  public init(_ options: ParsedOptions) throws(SampleError) {
    width = try options.positiveInt("width", maximum: TerminalSize.largestDimension)
    height = try options.positiveInt("height", maximum: TerminalSize.largestDimension)
    if let text = options["color"] {
      guard let policy = ColorPolicy(rawValue: text) else {
        throw .usage("--color takes auto, always or never, not \(Sanitizer.quoted(text))")
      }
      color = policy
    } else {
      color = .auto
    }
    script = options["script"]
    if let text = options["output"] {
      guard let format = FrameFormat(rawValue: text) else {
        throw .usage("--output takes text or svg, not \(Sanitizer.quoted(text))")
      }
      output = format
    } else {
      output = .text
    }
    if let text = options["output-dir"] {
      guard !text.isEmpty else { throw .usage("--output-dir needs a directory, not ''") }
      outputDirectory = text
    }
    if let text = options["frame"] {
      guard let screen = FrameScreen(rawValue: text) else {
        throw .usage("--frame takes scripted or interactive, not \(Sanitizer.quoted(text))")
      }
      frame = screen
    }
    if let text = options["max-input"] {
      guard let bytes = InputLimits.parseSize(text), bytes >= 1,
        bytes <= InputLimits.largestMaximumBytes
      else {
        throw .usage(
          "--max-input takes a size from 1 to 4G (bytes, or with K, M or G), "
            + "not \(Sanitizer.quoted(text))")
      }
      inputLimits.maximumBytes = bytes
    }
    if let seconds = try options.positiveInt("timeout", maximum: 3600) {
      inputLimits.timeoutSeconds = seconds
    }
    if let name = options["terminal"] {
      do {
        terminal = try WidthModeDetector.profile(named: name)
      } catch {
        throw .usage("--terminal: " + error.description)
      }
    }
    switch options["width-mode"] {
    case nil, "auto": widthMode = nil
    case "grapheme": widthMode = .graphemeClusters
    case "codepoint": widthMode = .perCodePoint
    case let text?:
      throw .usage(
        "--width-mode takes auto, grapheme or codepoint, not \(Sanitizer.quoted(text))")
    }
  }

  /// Whether the sample runs in the terminal when it is one: no script, frame file,
  /// picture or frame was asked for.
  public var runsInteractively: Bool {
    script == nil && output == .text && outputDirectory == nil && frame == nil
  }

  /// The width mode decided without asking a terminal: `--terminal`'s profile, then
  /// `--width-mode`, then `ROWKIT_TERMINAL`, then `ROWKIT_WIDTH`; `nil` when all say
  /// `auto` (interactive runs then ask the terminal, scripted runs measure in grapheme
  /// clusters).
  ///
  /// - Throws: ``SampleError/usage(_:)`` for a bad `ROWKIT_TERMINAL` or `ROWKIT_WIDTH`.
  public func widthMode(environment: [String: String]) throws(SampleError) -> WidthMode? {
    if let terminal { return terminal.widthMode }
    if let widthMode { return widthMode }
    do {
      if let profile = try WidthModeDetector.terminalOverride(environment: environment) {
        return profile.widthMode
      }
    } catch {
      throw .usage(error.description)
    }
    do {
      return try WidthModeDetector.override(environment: environment)
    } catch {
      throw .usage(error.description)
    }
  }

  /// Checks that a screen fits in one canvas: a frame is never silently cut.
  ///
  /// - Throws: ``SampleError/usage(_:)`` when `size` has more cells than
  ///   ``RowKit/TextCanvas/maximumCellCount``.
  public static func checkScreen(_ size: Size) throws(SampleError) {
    let cells = size.columns * size.lines
    guard cells > TextCanvas.maximumCellCount else { return }
    let lines = TextCanvas.maximumCellCount / max(1, size.columns)
    throw .usage(
      "a screen of \(size.columns)x\(size.lines) has \(cells) cells, more than the "
        + "\(TextCanvas.maximumCellCount) a frame holds (at \(size.columns) columns, "
        + "at most \(lines) lines)")
  }

  /// The viewport size for a run without a terminal: the options, then the measured
  /// size, then `COLUMNS` and `LINES`, then 80x24, each dimension on its own, by the
  /// rules of ``TerminalSize/resolve(columns:lines:measured:environment:)``.
  public func size(environment: [String: String], measured: Size? = nil) -> Size {
    TerminalSize.resolve(
      columns: width, lines: height, measured: measured, environment: environment)
  }
}
