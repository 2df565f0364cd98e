import RowKit
import RowKitSampleSupport

/// The names the roster shows: built in, or one per line of a file.
enum RosterNames {
  /// The names shown without `--names`.
  static let builtIn = ["Urvashi", "Vaishnavi", "Anchita"]
  /// The most names a file may hold (a row costs memory whether shown or not).
  static let maximumCount = 2_000_000

  /// The names in a file, one per line (see ``parse(_:)``), read within `limits`.
  ///
  /// - Throws: ``SampleError/data(_:)`` when the file cannot be read, holds no name or
  ///   more than ``maximumCount``.
  static func load(_ path: String, limits: InputLimits) throws(SampleError) -> [String] {
    let text = try SampleMain.readText(path, what: "names", limits: limits)
    let file = SampleError.fileName(path)
    guard let names = parse(text, maximumCount: maximumCount) else {
      throw .data("\(file): more than \(maximumCount) names")
    }
    guard !names.isEmpty else { throw .data("\(file): no names (one name per line)") }
    return names
  }

  /// The names in a text, one per line, or `nil` when there are more than
  /// `maximumCount`.
  ///
  /// Only a line feed (or a carriage return and line feed) ends a line, as in scripts;
  /// a UTF-8 byte order mark at the start was skipped when the file was read. Blank
  /// lines are skipped and a line's own spaces and tabs trimmed. Any other separator
  /// or control inside a name (a lone carriage return, U+2028, U+0085, a vertical tab;
  /// tabs stay tabs)
  /// stays in it as its visible placeholder (`␍`, `␤`, `␛E`, `␋`), so a name is always
  /// one line and never moves the cursor.
  static func parse(_ text: String, maximumCount: Int = .max) -> [String]? {
    var names: [String] = []
    for line in Script.lines(of: text) {
      let name = trimmed(line)
      guard !name.isEmpty else { continue }
      guard names.count < maximumCount else { return nil }
      names.append(name)
    }
    return names
  }

  /// A name as the roster keeps it: trimmed of spaces and tabs, every control but
  /// the tab made visible.
  static func trimmed(_ line: some StringProtocol) -> String {
    var name = Substring(line)
    while let first = name.first, first == " " || first == "\t" { name = name.dropFirst() }
    while let last = name.last, last == " " || last == "\t" { name = name.dropLast() }
    return Sanitizer.visible(name, options: .keepTabs)
  }
}
