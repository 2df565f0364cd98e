import RowKit
import RowKitSampleSupport

/// What a run of `pick` does, from its command line.
struct PickOptions {
  /// The options `pick` accepts.
  static let specs: [OptionSpec] = [
    OptionSpec(
      "filter", value: "QUERY",
      help: "print the lines that match QUERY, best first, and exit (no UI)"),
    OptionSpec(
      "query", value: "QUERY", help: "start the picker with QUERY typed in its field"),
    OptionSpec("exact", help: "match QUERY as one run of characters (default: fuzzy)"),
    OptionSpec("no-sort", help: "print matches in input order (default: best first)"),
    OptionSpec("multi", help: "-m: Tab and Shift-Tab mark lines, Alt-A marks every match"),
    OptionSpec(
      "height", value: "N",
      help: "draw the picker in N lines below the prompt, not the whole screen"),
    OptionSpec("stats", help: "print the time from each key to its frame on exit (stderr)"),
    OptionSpec("tty", value: "PATH", help: "the terminal to draw on (default: /dev/tty)"),
    OptionSpec("input", value: "FILE", help: "read lines from FILE (default: standard input)"),
    OptionSpec("read0", help: "lines end at NUL bytes, not line feeds"),
    OptionSpec("print0", help: "end each printed line with a NUL byte, not a line feed"),
    OptionSpec(
      "max-input", value: "N",
      help: "the most bytes read (default: 1G; K, M or G suffixes; up to 4G)"),
    OptionSpec(
      "max-line", value: "N", help: "the longest line in bytes (default: 1M; up to 1G)"),
    OptionSpec(
      "timeout", value: "S", help: "seconds a FIFO or device may stay silent (default: 10)"),
    OptionSpec("help", help: "print this help and exit"),
    OptionSpec("version", help: "print the version and exit"),
  ]

  /// pick's default cap on its input: it reads whole file lists and logs.
  static let defaultMaximumInput = 1 << 30
  /// The default longest line.
  static let defaultMaximumLine = 1 << 20
  /// The largest `--max-line`.
  static let largestMaximumLine = 1 << 30
  /// The smallest `--height`: the field, a line and the count.
  static let smallestHeight = 3
  /// The most lines read.
  static let maximumLines = 100_000_000

  /// The query, when filtering.
  var filter: TextQuery?
  /// The picker's first query.
  var query: String
  /// Fuzzy or exact.
  var mode: TextQuery.Mode
  /// Whether lines can be marked (`-m`).
  var isMulti: Bool
  /// The band's height (`--height`), or `nil` for the whole screen.
  var height: Int?
  /// Whether to print the frame times (`--stats`).
  var showsStats: Bool
  /// The terminal the picker draws on.
  var terminalPath: String
  /// Whether to keep the input's order.
  var keepsOrder: Bool
  /// The file to read, or `nil` for standard input.
  var input: String?
  /// The byte that ends an input line.
  var inputSeparator: UInt8
  /// The byte that ends a printed line.
  var outputSeparator: UInt8
  /// The bounds on reading.
  var inputLimits: InputLimits
  /// The bounds on the lines stored.
  var lineLimits: LineStore.Limits

  /// Reads the options.
  ///
  /// - Throws: ``RowKitSampleSupport/SampleError/usage(_:)`` for a bad option or value.
  init(_ parsed: ParsedOptions) throws(SampleError) {
    let mode: TextQuery.Mode = parsed.flags.contains("exact") ? .exact : .fuzzy
    filter = parsed["filter"].map { TextQuery($0, mode: mode) }
    self.mode = mode
    query = parsed["query"] ?? ""
    isMulti = parsed.flags.contains("multi")
    showsStats = parsed.flags.contains("stats")
    terminalPath = parsed["tty"] ?? "/dev/tty"
    if let text = parsed["height"] {
      guard let lines = Int(text), lines >= Self.smallestHeight, lines <= 10_000 else {
        throw .usage(
          "--height takes a number of lines from \(Self.smallestHeight) to 10000, "
            + "not \(Sanitizer.quoted(text))")
      }
      height = lines
    }
    keepsOrder = parsed.flags.contains("no-sort")
    input = parsed["input"]
    inputSeparator = parsed.flags.contains("read0") ? 0 : 0x0A
    outputSeparator = parsed.flags.contains("print0") ? 0 : 0x0A
    inputLimits = try SampleSettings(parsed).inputLimits
    if parsed["max-input"] == nil { inputLimits.maximumBytes = Self.defaultMaximumInput }
    var maximumLine = Self.defaultMaximumLine
    if let text = parsed["max-line"] {
      guard let bytes = InputLimits.parseSize(text), bytes >= 1, bytes <= Self.largestMaximumLine
      else {
        throw .usage(
          "--max-line takes a size from 1 to 1G (bytes, or with K, M or G), "
            + "not \(Sanitizer.quoted(text))")
      }
      maximumLine = bytes
    }
    lineLimits = LineStore.Limits(maximumLineBytes: maximumLine, maximumLines: Self.maximumLines)
  }

  /// The `--help` text.
  static func help() -> String {
    let usage = CommandLineParser.usage(
      program: "pick",
      summary: """
        Picks lines: reads them from standard input (or --input FILE), shows them on
        the terminal while they arrive, and prints the line chosen with Enter (with
        -m, the lines marked). With --filter QUERY it shows nothing and prints the
        lines that match QUERY, the best first, as fzf --filter does. Fuzzy QUERY matches a line holding its characters in order (tvw matches
        TableView.swift); --exact needs them as one run. A QUERY with no upper-case
        letter ignores case. The best matches start words, follow camelCase humps and
        keep characters together; equal scores keep the input's order.
        """, specs: specs)
    return usage + "\n\n" + """
      Lines are printed exactly as read (invalid UTF-8 too), each followed by a line
      feed (NUL with --print0). At most 100000000 lines are read.

      keys: type to filter (Left, Right, Home, End, Backspace, Ctrl-W, Ctrl-U edit);
      Up/Down (Ctrl-P/Ctrl-N), Page Up/Down move; Enter prints the line; Escape,
      Ctrl-C or Ctrl-D cancel; with -m, Tab marks and moves down, Shift-Tab marks
      and moves up, Alt-A marks every match (again: unmarks them), and Enter prints
      the marked lines in input order (the highlighted one when none is marked).
      The picker draws on /dev/tty, so standard input and output can be pipes.

      exit status: 0 some line matched (or was chosen), 1 none did (Enter with no
      match), 2 a bad option, an input that cannot be read or is over a limit, no
      terminal, or output that cannot be written (one line on standard error); 130
      the picker was cancelled (nothing is printed).
      """
  }
}
