import RowKit

/// The roster's sections: one a letter, in alphabetical order (names that start with
/// anything but a letter last, under `#`), each headed by the letter as a
/// ``RowKit/SectionTitleKind`` row; the names keep their order within a letter. The
/// letter is the section's id and names its header row, so the table alone says
/// which letters there are.
enum RosterGroups {
  /// The letter a name is filed under: its first character in upper case when it is
  /// a letter, else `#`.
  static func letter(of name: String) -> String {
    guard let first = name.first, first.isLetter else { return "#" }
    return first.uppercased()
  }

  /// The id of a letter's section.
  static func sectionID(_ letter: String) -> SectionID { SectionID("letter \(letter)") }

  /// The header row of a letter's section.
  static func header(_ letter: String) -> Row {
    Row(id: RowID("letter \(letter)"), kind: SectionTitleKind(), content: letter)
  }

  /// Whether letter `a` comes before letter `b` (`#` last).
  static func precedes(_ a: String, _ b: String) -> Bool {
    if a == "#" || b == "#" { return b == "#" && a != "#" }
    return a < b
  }

  /// An empty section for a letter.
  static func section(_ letter: String, rows: [Row] = []) -> Section {
    Section(id: sectionID(letter), header: header(letter), rows: rows)
  }

  /// The sections of the rows of `names` (ids `1...n` in the order given).
  static func sections(of names: [String]) -> [Section] {
    var rows: [String: [Row]] = [:]
    for (offset, name) in names.enumerated() {
      rows[letter(of: name), default: []].append(RosterRows.row(id: RowID(offset + 1), name: name))
    }
    return rows.keys.sorted(by: precedes).map { section($0, rows: rows[$0] ?? []) }
  }
}
