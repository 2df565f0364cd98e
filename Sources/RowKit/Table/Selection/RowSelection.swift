/// A set of rows, as a table's selection holds it: the rows listed, or — after
/// ``TableView/selectAll()`` — every row that allows selection except the rows
/// listed.
///
/// The inverted form makes selecting all rows and clearing the selection O(1) at any
/// number of rows: select all keeps an empty list of exceptions instead of a million
/// ids. ``TableView/selection`` is the table's selection in this form, and
/// ``SelectionChanged`` reports what was added and removed in it.
///
/// ```swift
/// table.selectionMode = .multiple
/// table.selectAll()
/// try table.toggleSelection("anchita")
/// table.selection  // RowSelection(ids: ["anchita"], isInverted: true)
/// ```
public struct RowSelection: Hashable, Sendable {
  /// The rows listed: the rows of the set or, when ``isInverted``, the rows left out.
  public var ids: Set<RowID>
  /// Whether the set is every row of the table that allows selection except ``ids``.
  public var isInverted: Bool

  /// Creates a set of rows: `ids`, or every selectable row except `ids`.
  public init(ids: Set<RowID> = [], isInverted: Bool = false) {
    self.ids = ids
    self.isInverted = isInverted
  }

  /// No rows.
  public static let empty = RowSelection()

  /// Every row that allows selection.
  public static let all = RowSelection(isInverted: true)

  /// Whether the set holds no row: no ids listed and not inverted. (An inverted set
  /// of a table whose rows are all listed is empty too: ask the table's
  /// ``TableView/selectedCount``.)
  public var isEmpty: Bool { ids.isEmpty && !isInverted }

  /// Whether the set names the row `id`, assuming the row allows selection (a row
  /// that refuses it is in no selection: ``TableView/isSelected(_:)`` checks both).
  ///
  /// - Complexity: O(1) expected.
  public func contains(_ id: RowID) -> Bool { ids.contains(id) != isInverted }

  /// Puts a row in the set.
  ///
  /// - Returns: whether the set changed.
  @discardableResult
  mutating func insert(_ id: RowID) -> Bool {
    isInverted ? ids.remove(id) != nil : ids.insert(id).inserted
  }

  /// Takes a row out of the set.
  ///
  /// - Returns: whether the set changed.
  @discardableResult
  mutating func remove(_ id: RowID) -> Bool {
    isInverted ? ids.insert(id).inserted : ids.remove(id) != nil
  }
}
