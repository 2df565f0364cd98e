import RowKit

/// A command-line option a sample accepts, for parsing and for `--help`.
public struct OptionSpec: Hashable, Sendable {
  /// The option's name without dashes, for example `"width"`.
  public var name: String
  /// The name of its value in the usage text (`N`, `FILE`), or `nil` for a flag.
  public var valueName: String?
  /// One line of help.
  public var help: String

  /// Creates an option.
  public init(_ name: String, value valueName: String? = nil, help: String) {
    self.name = name
    self.valueName = valueName
    self.help = help
  }

  /// The options every sample accepts.
  public static let common: [OptionSpec] = [
    OptionSpec(
      "width", value: "N", help: "viewport width in columns (default: terminal, COLUMNS, 80)"),
    OptionSpec(
      "height", value: "N", help: "viewport height in lines (default: terminal, LINES, 24)"),
    OptionSpec("color", value: "WHEN", help: "auto, always or never (default: auto)"),
    OptionSpec(
      "output", value: "FORMAT", help: "text or svg: how printed frames are written (default: text)"
    ),
    OptionSpec(
      "output-dir", value: "DIR", help: "write each printed frame into a numbered file in DIR"),
    OptionSpec(
      "frame", value: "SCREEN",
      help: "scripted or interactive: which screen the frames show"),
    OptionSpec(
      "width-mode", value: "M", help: "text widths: auto, grapheme or codepoint (default: auto)"),
    OptionSpec(
      "terminal", value: "NAME",
      help: "measure as this terminal: auto, kitty, tmux… (default: auto)"),
    OptionSpec(
      "script", value: "FILE|-", help: "run the script's commands and print the final frame"),
    OptionSpec(
      "max-input", value: "N",
      help: "the most bytes read from one input (default: 32M)"),
    OptionSpec(
      "timeout", value: "S",
      help: "seconds a FIFO or device may stay silent (default: 10)"),
    OptionSpec("help", help: "print this help and exit"),
    OptionSpec("version", help: "print the version and exit"),
  ]
}

/// The options given on a command line.
public struct ParsedOptions: Hashable, Sendable {
  /// Values of options that take one, by name.
  public var values: [String: String] = [:]
  /// Flags given, by name.
  public var flags: Set<String> = []

  /// Creates an empty set of options.
  public init() {}

  /// The value of an option, if given.
  public subscript(name: String) -> String? { values[name] }

  /// A positive whole number option, if given.
  ///
  /// - Throws: ``SampleError/usage(_:)`` when the value is not a positive whole number
  ///   up to `maximum`.
  public func positiveInt(_ name: String, maximum: Int = 100_000_000) throws(SampleError) -> Int? {
    guard let text = values[name] else { return nil }
    guard let value = Int(text), value > 0, value <= maximum else {
      throw .usage(
        "--\(name) needs a whole number from 1 to \(maximum), not \(Sanitizer.quoted(text))")
    }
    return value
  }
}
