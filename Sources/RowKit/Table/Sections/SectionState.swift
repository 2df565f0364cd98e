/// What a table keeps of a section besides its rows: its id, whether its first row is
/// a header and its last a footer, and whether it is collapsed.
///
/// The header and footer are ordinary rows of the row tree; the section counts
/// (``SectionCounts``) count them with the section's rows, so an index path and a flat
/// index convert in O(log s) with this state at hand.
struct SectionState: Equatable, Sendable {
  var id: SectionID
  var hasHeader = false
  var hasFooter = false
  /// Whether the section's rows and footer are hidden (the `.collapsed` reason of the
  /// row tree); the header stays shown.
  var isCollapsed = false

  /// A section of rows only, with the automatic id.
  static let plain = SectionState(id: .automatic)

  /// The rows before the section's first body row: 1 with a header.
  var headerRows: Int { hasHeader ? 1 : 0 }
  /// The rows after the section's last body row: 1 with a footer.
  var footerRows: Int { hasFooter ? 1 : 0 }
}

/// Which part of its section a row is.
enum SectionPart: Equatable {
  case header
  /// A body row, at this index among the section's body rows.
  case body(Int)
  case footer
}
