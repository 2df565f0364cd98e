/// A group of rows in a ``TableView``, with an optional header and footer.
///
/// ```swift
/// let today = Section(
///   id: "today", header: Row(id: "today-title", kind: SectionTitleKind(), content: "Today"),
///   rows: tasks)
/// ```
///
/// The header and the footer are rows of any kind (``SectionTitleKind`` is a plain
/// title that takes neither the focus nor the selection). They live among the table's
/// rows with ids of their own, so they are drawn, hit-tested, focused (when their kind
/// allows) and updated like any row; a ``RowIndexPath`` names the section's other
/// rows only (see ``RowIndexPath``).
public struct Section: Equatable, Sendable {
  /// The section's identity: updates match sections by it.
  public var id: SectionID
  /// The row shown above the section's rows, if any.
  public var header: Row?
  /// The row shown below the section's rows, if any.
  public var footer: Row?
  /// The rows, top to bottom.
  public var rows: [Row]

  /// Creates a section of rows with the ``SectionID/automatic`` id (named by its
  /// position), without header or footer.
  public init(_ rows: [Row] = []) {
    id = .automatic
    self.rows = rows
  }

  /// Creates a section with an id, an optional header and footer, and rows.
  public init(id: SectionID, header: Row? = nil, footer: Row? = nil, rows: [Row] = []) {
    self.id = id
    self.header = header
    self.footer = footer
    self.rows = rows
  }

  /// The number of rows the section puts in the table: its rows, its header and its
  /// footer.
  var rowCount: Int { rows.count + (header == nil ? 0 : 1) + (footer == nil ? 0 : 1) }

  /// The section's rows as the table keeps them: the header, the rows, the footer.
  var allRows: [Row] {
    guard header != nil || footer != nil else { return rows }
    var all: [Row] = []
    all.reserveCapacity(rowCount)
    if let header { all.append(header) }
    all += rows
    if let footer { all.append(footer) }
    return all
  }

  /// What the table keeps of the section besides its rows.
  var state: SectionState {
    SectionState(id: id, hasHeader: header != nil, hasFooter: footer != nil)
  }
}
