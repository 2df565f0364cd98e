/// The inverse of each change a batch has committed so far, so that the batch can be
/// rolled back when a later update turns out invalid.
struct UndoLog {
  enum Entry {
    /// Rows inserted at a flat index into a section.
    case insertedRows(flatIndex: Int, count: Int, section: Int)
    /// A row removed from a flat index of a section, with its stored height.
    case removedRow(Row, height: Int32, flatIndex: Int, section: Int)
    /// A row's content replaced; the old content and stored height.
    case replacedContent(flatIndex: Int, content: AnyRowContent, height: Int32)
    /// An empty section inserted.
    case insertedSection(Int)
    /// An empty section removed.
    case removedSection(Int)
  }

  private(set) var entries: [Entry] = []

  mutating func append(_ entry: Entry) { entries.append(entry) }
}
