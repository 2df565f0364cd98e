import RowKit
import SampleSupport

/// The names the roster shows: built in, or one per line of a file.
enum RosterNames {
  /// The names shown without `--names`.
  static let builtIn = ["Urvashi", "Vaishnavi", "Anchita"]

  /// The names in a file, one per line; blank lines are skipped, a line's own
  /// spaces and a Windows line end are trimmed. Invalid UTF-8 is read as U+FFFD.
  ///
  /// - Throws: ``SampleError/data(_:)`` when the file cannot be read or holds no name.
  static func load(_ path: String) throws(SampleError) -> [String] {
    let names = parse(try SampleMain.readText(path, what: "names"))
    guard !names.isEmpty else {
      throw .data("\(Sanitizer.visible(path)): no names (one name per line)")
    }
    return names
  }

  /// The names in a text, one per line.
  ///
  /// Only line feeds end lines, so that a stray carriage return inside a name stays
  /// in it and shows as a visible placeholder instead of moving the cursor.
  static func parse(_ text: String) -> [String] {
    text.unicodeScalars.split(separator: "\n", omittingEmptySubsequences: true).compactMap {
      var name = Substring(String(String.UnicodeScalarView($0)))
      if name.hasSuffix("\r") { name = name.dropLast() }
      while let first = name.first, first == " " || first == "\t" { name = name.dropFirst() }
      while let last = name.last, last == " " || last == "\t" { name = name.dropLast() }
      return name.isEmpty ? nil : String(name)
    }
  }
}
