/// New rows as ``TableView/apply(flat:sections:)`` reads them: their number and the
/// row at a flat index, with no collection protocol in between, so that the diff's
/// loops call the row's getter directly (a collection's subscript would be read
/// through a coroutine, its frame allocated and freed at every row).
protocol FlatRows {
  /// The number of rows.
  var count: Int { get }
  /// The row at a flat index (0..<count).
  func row(at position: Int) -> Row
  /// The id of the row at a flat index, read without copying the row.
  func id(at position: Int) -> RowID
  /// Whether the row at a flat index has this id, compared in place (no copy of the
  /// id: a retain and a release of a string id's text).
  func id(at position: Int, equals other: RowID) -> Bool
  /// The hash value of the id of the row at a flat index, read in place.
  func idHash(at position: Int) -> Int
  /// The content of the row at a flat index, read without copying the row.
  func content(at position: Int) -> AnyRowContent
  /// Whether the row at a flat index has this content, compared in place: no copy of
  /// its content (a retain and a release of each row's content box, a write to a
  /// million cache lines in a million-row diff).
  func content(at position: Int, equals other: AnyRowContent) -> Bool
}

extension Array: FlatRows where Element == Row {
  @inline(__always)
  func row(at position: Int) -> Row { self[position] }
  @inline(__always)
  func id(at position: Int) -> RowID { self[position].id }
  @inline(__always)
  func id(at position: Int, equals other: RowID) -> Bool { self[position].id == other }
  @inline(__always)
  func idHash(at position: Int) -> Int { self[position].id.hashValue }
  @inline(__always)
  func content(at position: Int) -> AnyRowContent { self[position].content }
  @inline(__always)
  func content(at position: Int, equals other: AnyRowContent) -> Bool {
    self[position].content == other
  }
}

/// The rows of a list of sections as the table keeps them — each section's header, its
/// rows, its footer, one section after another — read in place, without copying them
/// into one array: what ``TableView/apply(_:)`` diffs and lowers.
///
/// Copying a million rows into one array (and freeing it after) cost more than the
/// diff itself: every row's id and content retained and released once more.
///
/// - Complexity: O(s) to make for s sections; O(log s) a row.
struct SectionedRows: FlatRows {
  /// Per section, its rows (the sections' own arrays, shared, not copied).
  private let bodies: [[Row]]
  private let headers: [Row?]
  private let footers: [Row?]
  /// Per section, the flat index of its first body row; the number of rows last.
  private let bodyStarts: [Int]
  /// Per section, the flat index of its first row (its header's, if it has one).
  private let starts: [Int]
  /// Per run of 2^`runShift` flat indexes, the section of the run's first row: a
  /// lookup searches only the sections that start within one run.
  private let runSections: [Int]
  private static let runShift = 10
  /// The section the last lookup found: the diff reads the rows in order, so the next
  /// lookup is most often in it (a value of this one call's, never shared).
  private let last = LastSection()

  private final class LastSection {
    var section = 0
  }

  init(_ sections: [Section]) {
    var bodies: [[Row]] = []
    var headers: [Row?] = []
    var footers: [Row?] = []
    var starts: [Int] = []
    var bodyStarts: [Int] = []
    var runSections: [Int] = []
    bodies.reserveCapacity(sections.count)
    headers.reserveCapacity(sections.count)
    footers.reserveCapacity(sections.count)
    starts.reserveCapacity(sections.count + 1)
    bodyStarts.reserveCapacity(sections.count)
    var start = 0
    for (index, section) in sections.enumerated() {
      bodies.append(section.rows)
      headers.append(section.header)
      footers.append(section.footer)
      starts.append(start)
      bodyStarts.append(start + (section.header == nil ? 0 : 1))
      let end = start + section.rowCount
      // Every run that begins inside this section starts in it.
      while runSections.count << Self.runShift < end { runSections.append(index) }
      start = end
    }
    starts.append(start)
    self.bodies = bodies
    self.headers = headers
    self.footers = footers
    self.starts = starts
    self.bodyStarts = bodyStarts
    self.runSections = runSections
  }

  var count: Int { starts[starts.count - 1] }

  /// The section of a flat index (0..<count): a binary search among the sections
  /// that start within the index's run.
  @inline(__always)
  private func section(of position: Int) -> Int {
    precondition(position >= 0 && position < count, "SectionedRows: index out of range")
    let guess = last.section
    if starts[guess] <= position, position < starts[guess + 1] { return guess }
    let run = position >> Self.runShift
    var low = runSections[run]
    var high = run + 1 < runSections.count ? runSections[run + 1] : starts.count - 2
    // The last section whose first row is at or before `position`.
    while low < high {
      let middle = (low + high + 1) / 2
      if starts[middle] <= position { low = middle } else { high = middle - 1 }
    }
    last.section = low
    return low
  }

  /// Where the row at a flat index is: its section, and its offset among the
  /// section's body rows (negative for the header, the body's count for the footer).
  /// Each accessor reads its one field of the row in place from there.
  @inline(__always)
  private func locate(_ position: Int) -> (section: Int, offset: Int) {
    let section = section(of: position)
    return (section, position - bodyStarts[section])
  }

  /// The row at a flat index.
  func row(at position: Int) -> Row {
    let (section, offset) = locate(position)
    if offset >= 0, offset < bodies[section].count { return bodies[section][offset] }
    return edgeRow(section, offset)
  }

  @inline(__always)
  func id(at position: Int) -> RowID {
    let (section, offset) = locate(position)
    if offset >= 0, offset < bodies[section].count { return bodies[section][offset].id }
    return edgeRow(section, offset).id
  }

  @inline(__always)
  func id(at position: Int, equals other: RowID) -> Bool {
    let (section, offset) = locate(position)
    if offset >= 0, offset < bodies[section].count { return bodies[section][offset].id == other }
    return edgeRow(section, offset).id == other
  }

  @inline(__always)
  func idHash(at position: Int) -> Int {
    let (section, offset) = locate(position)
    if offset >= 0, offset < bodies[section].count {
      return bodies[section][offset].id.hashValue
    }
    return edgeRow(section, offset).id.hashValue
  }

  @inline(__always)
  func content(at position: Int) -> AnyRowContent {
    let (section, offset) = locate(position)
    if offset >= 0, offset < bodies[section].count { return bodies[section][offset].content }
    return edgeRow(section, offset).content
  }

  @inline(__always)
  func content(at position: Int, equals other: AnyRowContent) -> Bool {
    let (section, offset) = locate(position)
    if offset >= 0, offset < bodies[section].count {
      return bodies[section][offset].content == other
    }
    return edgeRow(section, offset).content == other
  }

  /// A section's header (before its rows) or footer (after them).
  @inline(never)
  private func edgeRow(_ section: Int, _ offset: Int) -> Row {
    if offset < 0, let header = headers[section] { return header }
    if let footer = footers[section] { return footer }
    preconditionFailure("SectionedRows: the counts do not match the sections")
  }
}

/// New rows as the side of the diff that ``TableView/apply(flat:sections:)``
/// computes against the table's slots: the diff is specialised for the rows' type, so
/// each row's id and content are read in place (no closure between, no copy), and an
/// old row's content is read from its slot.
struct FlatRowsTarget<Rows: FlatRows>: DiffTarget {
  /// The new rows.
  let rows: Rows
  /// The table's rows, by slot.
  let slotRows: UnsafeBufferPointer<Row>

  var count: Int { rows.count }

  @inline(__always)
  func id(at offset: Int) -> RowID { rows.id(at: offset) }

  @inline(__always)
  func id(at offset: Int, equals other: RowID) -> Bool { rows.id(at: offset, equals: other) }

  @inline(__always)
  func idHash(at offset: Int) -> Int { rows.idHash(at: offset) }

  @inline(__always)
  func content(at offset: Int, equals slot: UInt32) -> Bool {
    rows.content(at: offset, equals: slotRows[Int(slot)].content)
  }
}
