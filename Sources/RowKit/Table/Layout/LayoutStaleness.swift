/// How much of a table's last layout is stale: none of it, only some rows' contents
/// (the rows keep their places and, if their new contents measure as the old did,
/// their heights), or all of it.
///
/// Every change that can move a row, hide or show one, scroll, resize or change what
/// rows are laid out for marks all of it stale (``TableView/needsLayout``); only
/// a new content value executed by the edit pipeline (`Edit.replace`) notes just its
/// row. So the next layout redoes only those rows when nothing else changed since
/// the last one.
enum LayoutStaleness: Equatable {
  /// A row whose content changed since the last layout, with its height then.
  struct ChangedRow: Equatable {
    var slot: UInt32
    var height: Int32
  }

  /// The last layout is current.
  case current
  /// Only these rows' contents changed since the last layout, nothing else.
  case contents(ChangedRows)
  /// Anything else changed: the next layout places every row again.
  case all

  /// The most rows noted one by one: 16. A change of more rows' contents lays out
  /// every row again.
  static let rowsNoted = 16

  /// Notes that a row's content changed, its height having been `height` (negative:
  /// not measured); a row noted already keeps its first height.
  mutating func noteContent(slot: UInt32, height: Int32) {
    switch self {
    case .current:
      self = .contents(ChangedRows(ChangedRow(slot: slot, height: height)))
    case .contents(var rows):
      guard !rows.contains(where: { $0.slot == slot }) else { return }
      guard rows.count < LayoutStaleness.rowsNoted else {
        self = .all
        return
      }
      // Taken out first, so that the rows are not shared while they grow.
      self = .current
      rows.append(ChangedRow(slot: slot, height: height))
      self = .contents(rows)
    case .all:
      return
    }
  }
}

extension LayoutStaleness {
  /// The rows noted in ``LayoutStaleness/contents(_:)``, in the order noted: the first
  /// kept inline, so that a change of one row's content (the most common) makes no
  /// array; the others in an array.
  struct ChangedRows: RandomAccessCollection, Equatable, ExpressibleByArrayLiteral {
    /// The first row, when there is one (`endIndex` > 0).
    private var head = ChangedRow(slot: 0, height: 0)
    /// The rows after the first.
    private var others: [ChangedRow] = []
    /// The position after the last row: the number of rows.
    private(set) var endIndex = 0

    /// Rows in order.
    init(arrayLiteral rows: ChangedRow...) {
      for row in rows { append(row) }
    }

    /// One row.
    init(_ row: ChangedRow) {
      append(row)
    }

    /// The first row's position: 0.
    var startIndex: Int { 0 }

    /// The row at `position`.
    subscript(position: Int) -> ChangedRow {
      position == 0 ? head : others[position - 1]
    }

    /// Adds a row after the others.
    mutating func append(_ row: ChangedRow) {
      if endIndex == 0 { head = row } else { others.append(row) }
      endIndex += 1
    }
  }
}

extension TableView {
  /// Whether the next draw, hit test or query lays out again. Setting it marks the
  /// whole layout stale (every row placed again); clearing it marks it current.
  var needsLayout: Bool {
    get {
      if case .current = staleness { return false }
      return true
    }
    set { staleness = newValue ? .all : .current }
  }
}
