/// One string a terminal was measured on (see ``MeasuredStrings``).
struct MeasuredString: Sendable {
  /// `wide`, `zwj`, `vs16`, `vs15` or `lang`.
  let category: String
  /// The Unicode version of the table it came from, or the language of the word.
  let group: String
  let text: String
  /// The width most terminals drew.
  let reference: Int
}

/// What one terminal did with one string.
enum MeasuredOutcome: Hashable, Sendable {
  /// It advanced the cursor by these columns (more than one when the same string was
  /// drawn differently at different places).
  case widths([Int])
  /// The cursor ended on another line: nothing was measured.
  case lineChanged
}

/// One terminal's measurements, as ``MeasuredTerminals`` lists them.
struct MeasuredTerminal: Sendable {
  /// The ucs-detect data file it was rebuilt from, and the profile RowKit uses for it.
  let file: String
  let profile: String
  /// What the terminal said it was (XTVERSION), `TERM`, its primary device attributes
  /// and its answer for mode 2027 (-1: none).
  let software: String
  let term: String
  let deviceAttributes: [Int]
  let mode2027: Int
  /// The Unicode version ucs-detect found its wide characters to match.
  let unicodeVersion: String
  /// How many strings were drawn, counting repeats.
  let measurements: Int
  /// Run-length tokens over the strings (see ``MeasuredTerminals``).
  let widths: String

  /// The outcome for every string, by index; `nil` where the string was not measured.
  func outcomes(strings: [MeasuredString]) -> [MeasuredOutcome?] {
    var result: [MeasuredOutcome?] = []
    result.reserveCapacity(strings.count)
    for token in widths.split(whereSeparator: { $0 == " " || $0 == "\n" }) {
      let body = token.dropFirst()
      switch token.first {
      case "+":
        for _ in 0..<(Int(body) ?? 0) {
          result.append(.widths([strings[result.count].reference]))
        }
      case "~":
        result += [MeasuredOutcome?](repeating: nil, count: Int(body) ?? 0)
      default:
        let parts = token.split(separator: "*")
        let outcome: MeasuredOutcome =
          parts[0] == "^"
          ? .lineChanged : .widths(parts[0].split(separator: "|").compactMap { Int($0) })
        let repeats = parts.count > 1 ? Int(parts[1]) ?? 1 : 1
        result += [MeasuredOutcome?](repeating: outcome, count: repeats)
      }
    }
    return result
  }
}

extension MeasuredStrings {
  /// Every string, numbered as the terminals' tokens count them.
  static let all: [MeasuredString] = {
    var strings: [MeasuredString] = []
    strings.reserveCapacity(count)
    for (category, lines) in [
      ("wide", wide), ("zwj", zwj), ("vs16", vs16), ("vs15", vs15), ("lang", lang),
    ] {
      var group = ""
      // By scalars: a line's text may start with a mark, which joins the space before
      // it into one `Character`.
      for line in lines.unicodeScalars.split(separator: "\n") {
        if line.first == "@" {
          group = unescaped(Substring(line.dropFirst()))
          continue
        }
        guard let space = line.firstIndex(of: " "),
          let reference = Int(String(Substring(line[..<space])))
        else { continue }
        strings.append(
          MeasuredString(
            category: category, group: group,
            text: unescaped(Substring(line[line.index(after: space)...])), reference: reference))
      }
    }
    return strings
  }()

  /// The text with each `\u{X}` replaced by its scalar (by scalars: a mark may follow
  /// an escape).
  static func unescaped(_ text: Substring) -> String {
    let scalars = Array(text.unicodeScalars)
    var result = String.UnicodeScalarView()
    var index = 0
    while index < scalars.count {
      if scalars[index] == "\\", index + 2 < scalars.count, scalars[index + 1] == "u",
        scalars[index + 2] == "{",
        let end = scalars[(index + 3)...].firstIndex(of: "}"),
        let value = UInt32(String(String.UnicodeScalarView(scalars[(index + 3)..<end])), radix: 16),
        let scalar = Unicode.Scalar(value)
      {
        result.append(scalar)
        index = end + 1
      } else {
        result.append(scalars[index])
        index += 1
      }
    }
    return String(result)
  }
}
