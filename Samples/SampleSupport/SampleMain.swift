import Foundation
import RowKit
import RowKitTerminal

/// The entry point every sample shares: options, `--help`, `--version`, the choice of
/// scripted or interactive mode, and errors as one line on standard error.
public enum SampleMain {
  /// The version the samples print: RowKit's, ``RowKit/RowKitRelease/version``.
  public static let version = RowKitRelease.version

  /// Runs a sample and exits.
  ///
  /// - Parameters:
  ///   - program: the program's name, for messages and usage.
  ///   - summary: one paragraph for `--help`.
  ///   - options: the sample's own options (the common ones are added).
  ///   - scriptHelp: the sample's own script commands, for `--help`.
  ///   - makeApp: builds the sample from its options.
  public static func run(
    program: String, summary: String, options: [OptionSpec], scriptHelp: [String],
    makeApp: (ParsedOptions, SampleSettings) throws(SampleError) -> any SampleApp
  ) -> Never {
    StandardStreams.prepare()
    StandardStreams.program = program
    let specs = options + OptionSpec.common
    let environment = ProcessInfo.processInfo.environment
    do {
      let parsed = try CommandLineParser.parse(
        Array(CommandLine.arguments.dropFirst()), specs: specs)
      if parsed.flags.contains("help") {
        StandardStreams.writeOutput(
          help(program: program, summary: summary, specs: specs, scriptHelp: scriptHelp) + "\n")
        exit(0)
      }
      if parsed.flags.contains("version") {
        StandardStreams.writeOutput(
          "\(program) (RowKit) \(version)\n"
            + terminalSummary(settings: try? SampleSettings(parsed), environment: environment)
            + "\n")
        exit(0)
      }
      let settings = try SampleSettings(parsed)
      let app = try makeApp(parsed, settings)
      if settings.runsInteractively && TerminalDevice.isInteractive {
        var options = TerminalRuntime.Options()
        // The option or ROWKIT_WIDTH; else the runtime asks the terminal.
        options.widthMode = try settings.widthMode(environment: environment)
        options.colors = settings.color
        options.environment = environment
        options.maximumColumns = settings.width
        options.maximumLines = settings.height
        exit(try app.makeRuntime(options: options).run())
      }
      let widthMode = try settings.widthMode(environment: environment)
      let script = try readScript(settings.script, limits: settings.inputLimits)
      let measured = TerminalSize.query(STDOUT_FILENO)
      let screen = settings.size(environment: environment, measured: measured)
      try SampleSettings.checkScreen(screen)
      // Each frame is written as it is made; frames printed before a bad line stay.
      var runner = ScriptedRunner(
        app: app, screen: screen,
        colors: settings.color.allowsColor(
          environment: environment, isTerminal: TerminalDevice.isTerminal(STDOUT_FILENO)),
        format: settings.output, widthMode: widthMode ?? .graphemeClusters,
        frame: settings.frame ?? .scripted,
        files: settings.outputDirectory.map { FrameFiles(directory: $0, format: settings.output) },
        write: StandardStreams.writeOutput)
      try runner.run(Script.commands(in: script, file: settings.script ?? "-"))
      exit(0)
    } catch let error as SampleError {
      fail(program, error)
    } catch {
      StandardStreams.writeError("\(program): \(error)")
      exit(1)
    }
  }

  /// The common script commands, for `--help`: the command in a column of 18, then
  /// what it does.
  public static let commonScriptHelp = [
    "tap COL LINE      tap a screen position, as a terminal reports a click",
    "key NAME          press a key: up, down, left, right, tab, backtab, enter,",
    "                  space, pageup, pagedown, home, end, escape, or a character",
    "scroll N          scroll N lines (negative scrolls up)",
    "resize COLS LINES resize the screen",
    "render            print the current frame, then '\(ScriptedRunner.frameSeparator)'",
  ]

  /// The whole `--help` text: usage, options, script commands, modes, exit status.
  public static func help(
    program: String, summary: String, specs: [OptionSpec], scriptHelp: [String]
  ) -> String {
    let usage = CommandLineParser.usage(program: program, summary: summary, specs: specs)
    let commands = (commonScriptHelp + scriptHelp).map { "  " + $0 }
    return
      ([usage, ""]
      + [
        "script commands (one a line; blank lines and # comments are skipped; rows,",
        "options and screen positions count from 1):",
      ]
      + commands
      + [
        "",
        "modes:",
        "  With --script, --output svg, --output-dir or --frame, or when standard input",
        "  or output is not a terminal, run the script (from FILE, or standard input)",
        "  and print the final frame (--output-dir: every frame, each into a numbered",
        "  file; --frame interactive: the screen below, keys and taps as it takes",
        "  them). Otherwise run in the terminal: arrows, tab and shift-tab move the",
        "  focus, enter and space press, page up/down, home and end jump, a click taps,",
        "  the wheel scrolls, q quits (Ctrl-C quits with status 130). The bottom line",
        "  lists the keys; an error shows on the status line until the next key.",
        "",
        "exit status: 0 done, 1 bad data file or failed output, 2 bad option or script",
        "line (limits and faults: the article Reliability in RowKit's documentation).",
      ]).joined(separator: "\n")
  }

  /// Prints the error on standard error and exits with its status.
  public static func fail(_ program: String, _ error: SampleError) -> Never {
    StandardStreams.writeError("\(program): \(error.description)")
    exit(error.exitStatus)
  }

  /// The script's text: from a file, from standard input (`-`, or no `--script`
  /// with standard input not a terminal), or none. A closed standard input is empty.
  static func readScript(_ path: String?, limits: InputLimits) throws(SampleError) -> String {
    if let path, path != "-" {
      return try readText(path, what: "script", limits: limits, error: SampleError.usage)
    }
    guard path == "-" || !TerminalDevice.isTerminal(STDIN_FILENO) else { return "" }
    do {
      return Script.text(decoding: try InputFile.standardInput(limits: limits))
    } catch {
      throw .usage("cannot read the script from standard input: \(error.reason)")
    }
  }

  /// A file's bytes, read within `limits`.
  ///
  /// Reads to the end, so that devices and pipes (`/dev/null`, `<(…)`) work too; a
  /// FIFO or device that sends nothing for the timeout, and input past the byte cap,
  /// end in an error (see ``InputFile``).
  ///
  /// - Throws: `error` with a message naming the file and the reason.
  public static func readBytes(
    _ path: String, what: String, limits: InputLimits,
    error: (String) -> SampleError = SampleError.data
  ) throws(SampleError) -> [UInt8] {
    do {
      return try InputFile.bytes(atPath: path, limits: limits)
    } catch let failure {
      throw error(
        "cannot read \(what) file \(SampleError.fileName(path, quotes: true)): \(failure.reason)")
    }
  }

  /// A file's text, read within `limits`: a UTF-8 byte order mark at its start is
  /// skipped, invalid UTF-8 replaced with U+FFFD.
  ///
  /// - Throws: `error` with a message naming the file and the reason.
  public static func readText(
    _ path: String, what: String, limits: InputLimits,
    error: (String) -> SampleError = SampleError.data
  ) throws(SampleError) -> String {
    Script.text(decoding: try readBytes(path, what: what, limits: limits, error: error))
  }
}
