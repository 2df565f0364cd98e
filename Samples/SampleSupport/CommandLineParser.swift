import RowKit

/// Parses a sample's command line: `--name VALUE`, `--name=VALUE`, `--flag`, and `-h`
/// for `--help`.
public enum CommandLineParser {
  /// Parses `arguments` (without the program name) against `specs`.
  ///
  /// - Throws: ``SampleError/usage(_:)`` for an unknown option, a missing value, a
  ///   value given to a flag, an option given twice, or a stray argument.
  public static func parse(_ arguments: [String], specs: [OptionSpec]) throws(SampleError)
    -> ParsedOptions
  {
    var parsed = ParsedOptions()
    var index = 0
    while index < arguments.count {
      var argument = arguments[index]
      index += 1
      if argument == "-h", specs.contains(where: { $0.name == "help" }) { argument = "--help" }
      guard argument.hasPrefix("--"), argument.count > 2 else {
        throw .usage("unexpected argument \(Sanitizer.quoted(argument)) (see --help)")
      }
      var name = String(argument.dropFirst(2))
      var inlineValue: String?
      if let equals = name.firstIndex(of: "=") {
        inlineValue = String(name[name.index(after: equals)...])
        name = String(name[..<equals])
      }
      guard let spec = specs.first(where: { $0.name == name }) else {
        throw .usage("unknown option \(Sanitizer.quoted("--" + name)) (see --help)")
      }
      guard parsed.values[name] == nil, !parsed.flags.contains(name) else {
        throw .usage("--\(name) is given twice")
      }
      if spec.valueName == nil {
        guard inlineValue == nil else { throw .usage("--\(name) takes no value") }
        parsed.flags.insert(name)
        continue
      }
      if let inlineValue {
        parsed.values[name] = inlineValue
      } else if index < arguments.count {
        parsed.values[name] = arguments[index]
        index += 1
      } else {
        throw .usage("--\(name) needs a value (\(spec.valueName ?? "VALUE"))")
      }
    }
    return parsed
  }

  /// The usage text: a synopsis line, the options and their help.
  public static func usage(program: String, summary: String, specs: [OptionSpec]) -> String {
    var lines = ["usage: \(program) [options]", "", summary, "", "options:"]
    let column = specs.map { label($0).count }.max() ?? 0
    for spec in specs {
      let name = label(spec)
      lines.append(
        "  \(name)\(String(repeating: " ", count: column - name.count))  \(spec.help)")
    }
    return lines.joined(separator: "\n")
  }

  private static func label(_ spec: OptionSpec) -> String {
    "--\(spec.name)" + (spec.valueName.map { " \($0)" } ?? "")
  }
}
