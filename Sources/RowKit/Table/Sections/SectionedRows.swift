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
  /// The content of the row at a flat index, read without copying the row.
  func content(at position: Int) -> AnyRowContent
  /// Writes the 32-bit hash (``OffsetTable/hash(_:)``) of each row's id, its word
  /// (``RowID/hashWord``, already a hash seeded for the process), at its flat index in
  /// `hashes` (room for ``count``).
  func storeIDHashes(in hashes: UnsafeMutablePointer<UInt32>)
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
  func content(at position: Int) -> AnyRowContent { self[position].content }
  @inline(__always)
  func storeIDHashes(in hashes: UnsafeMutablePointer<UInt32>) {
    withUnsafeBufferPointer { rows in
      for position in rows.indices {
        hashes[position] = OffsetTable.hash(rows[position].id.hashWord)
      }
    }
  }
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
/// The diff reads the rows in order, so a cursor holds the body rows of the section
/// read last — the section's own array (shared, not copied) and the flat index where
/// it starts: a read among them is one subtraction and one unsigned comparison with
/// the array's count, then the row in that array (its bounds already checked). Only a
/// read outside them (a header, a footer, another section) searches the sections and
/// moves the cursor.
///
/// - Complexity: O(s) to make for s sections; O(1) a row in the cursor's section,
///   O(log s) another.
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
  /// The body rows of the section read last (a value of this one call's, never
  /// shared).
  private let cursor = Cursor()

  /// A section's body rows: the flat index of its first body row, and the rows (the
  /// section's array itself: reading a row through it indexes one array, not the
  /// array of sections and then the section's).
  private final class Cursor {
    var bodyStart = 0
    var body: [Row] = []
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
    if let first = sections.first {
      cursor.bodyStart = bodyStarts[0]
      cursor.body = first.rows
    }
  }

  var count: Int { starts[starts.count - 1] }

  /// The offset of a flat index among the cursor's body rows (``Cursor/body``), else
  /// `nil` (the caller then asks ``seekRow(_:)``).
  @inline(__always)
  private func cursorOffset(_ position: Int) -> Int? {
    let offset = position &- cursor.bodyStart
    guard UInt(bitPattern: offset) < UInt(bitPattern: cursor.body.count) else { return nil }
    return offset
  }

  /// Where the row at a flat index (0..<count) is, found among the sections: its
  /// section, and its offset among the section's body rows (negative for the header,
  /// the body's count for the footer). The cursor moves to the section.
  @inline(never)
  private func seek(_ position: Int) -> (section: Int, offset: Int) {
    precondition(position >= 0 && position < count, "SectionedRows: index out of range")
    let run = position >> Self.runShift
    var low = runSections[run]
    var high = run + 1 < runSections.count ? runSections[run + 1] : starts.count - 2
    // The last section whose first row is at or before `position`.
    while low < high {
      let middle = (low + high + 1) / 2
      if starts[middle] <= position { low = middle } else { high = middle - 1 }
    }
    cursor.bodyStart = bodyStarts[low]
    cursor.body = bodies[low]
    return (low, position - bodyStarts[low])
  }

  /// The row at a flat index outside the cursor's body rows: moves the cursor.
  @inline(never)
  private func seekRow(_ position: Int) -> Row {
    let (section, offset) = seek(position)
    if offset >= 0, offset < bodies[section].count { return bodies[section][offset] }
    if offset < 0, let header = headers[section] { return header }
    if let footer = footers[section] { return footer }
    preconditionFailure("SectionedRows: the counts do not match the sections")
  }

  /// The row at a flat index.
  func row(at position: Int) -> Row {
    guard let offset = cursorOffset(position) else { return seekRow(position) }
    return cursor.body[offset]
  }

  @inline(__always)
  func id(at position: Int) -> RowID {
    guard let offset = cursorOffset(position) else { return seekRow(position).id }
    return cursor.body[offset].id
  }

  @inline(__always)
  func id(at position: Int, equals other: RowID) -> Bool {
    guard let offset = cursorOffset(position) else {
      return seekRow(position).id == other
    }
    return cursor.body[offset].id == other
  }

  /// Each section's header, body rows and footer in turn: the body rows are read from
  /// the section's own array, without the cursor.
  func storeIDHashes(in hashes: UnsafeMutablePointer<UInt32>) {
    var position = 0
    for section in bodies.indices {
      if let header = headers[section] {
        hashes[position] = OffsetTable.hash(header.id.hashWord)
        position &+= 1
      }
      bodies[section].withUnsafeBufferPointer { rows in
        let start = hashes + position
        for offset in rows.indices {
          start[offset] = OffsetTable.hash(rows[offset].id.hashWord)
        }
      }
      position &+= bodies[section].count
      if let footer = footers[section] {
        hashes[position] = OffsetTable.hash(footer.id.hashWord)
        position &+= 1
      }
    }
  }

  @inline(__always)
  func content(at position: Int) -> AnyRowContent {
    guard let offset = cursorOffset(position) else {
      return seekRow(position).content
    }
    return cursor.body[offset].content
  }

  @inline(__always)
  func content(at position: Int, equals other: AnyRowContent) -> Bool {
    guard let offset = cursorOffset(position) else {
      return seekRow(position).content == other
    }
    return cursor.body[offset].content == other
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

  /// A copy of a new row's id: the diff asks for one only behind two equal hashes (and
  /// to report a duplicate). Not inlined: inlined, the copy was hoisted out of the
  /// comparison that needs it and made for every new row (a retain and a release
  /// each).
  @inline(never)
  func id(at offset: Int) -> RowID { rows.id(at: offset) }

  @inline(__always)
  func id(at offset: Int, equals other: RowID) -> Bool { rows.id(at: offset, equals: other) }

  @inline(__always)
  func storeIDHashes(in hashes: UnsafeMutablePointer<UInt32>) { rows.storeIDHashes(in: hashes) }

  @inline(__always)
  func content(at offset: Int, equals slot: UInt32) -> Bool {
    rows.content(at: offset, equals: slotRows[Int(slot)].content)
  }

  // An old row's key is its slot: its id is read there in place (a copy of a million
  // old ids was a retain and a release each). Both sides hash an id as its word
  // (``RowID/hashWord``), not mixed again as `hashValue` would.

  @inline(__always)
  func idHash(ofOld slot: UInt32) -> Int { slotRows[Int(slot)].id.hashWord }

  @inline(__always)
  func id(at offset: Int, equalsOld slot: UInt32) -> Bool {
    rows.id(at: offset, equals: slotRows[Int(slot)].id)
  }

  @inline(__always)
  func id(ofOld slot: UInt32) -> RowID { slotRows[Int(slot)].id }
}
