/// Rows a table reads by index, as it needs them: only the rows it shows or measures
/// are made (``TableView/init(registry:source:viewport:chrome:estimatedRowHeight:makeCell:)``).
///
/// A source is a class the app owns: a file's lines, a database query, a directory
/// tree. The table asks it for ``count``, and for the ids and rows of the few indexes
/// around its viewport; it never walks the whole source, except to filter it. When
/// the rows change, change the source first and then tell the table which indexes
/// changed (``TableView/sourceDidChange(_:)``).
///
/// ```swift
/// final class Numbers: RowSource {
///   var count = 100_000_000
///   func id(at index: Int) -> RowID { RowID(index) }
///   func row(at index: Int) -> Row {
///     Row(id: RowID(index), kind: TitleKind(), content: "Row \(index)")
///   }
/// }
/// let table = try TableView(source: Numbers(), viewport: Size(columns: 40, lines: 10))
/// ```
///
/// Ids must be unique across the source and stable while a row stays at its index
/// (an insert or delete before it moves it, the id with it).
public protocol RowSource: AnyObject {
  /// The number of rows.
  var count: Int { get }

  /// The id of the row at `index` (`0..<count`), without making the row.
  func id(at index: Int) -> RowID

  /// The row at `index` (`0..<count`).
  func row(at index: Int) -> Row

  /// The rows at `range` (within `0..<count`), in order: by default each from
  /// ``row(at:)``. A source that reads in blocks (a file, a query) fetches them at once.
  func rows(in range: Range<Int>) -> [Row]

  /// The text a text filter (``RowFilter/text(_:keepsRowsWithoutText:)``) matches for
  /// the row at `index`, or `nil` when it has none: by default the row's own
  /// (``RowKind/searchText(of:)``). A source that holds the text can give it without
  /// making the row.
  func searchText(at index: Int) -> String?

  /// The height, in lines and without the table's chrome, assumed for rows not yet
  /// measured; `nil`, the default, leaves the table's ``TableView/estimatedRowHeight``.
  var estimatedContentHeight: Int? { get }
}

extension RowSource {
  /// Each row from ``row(at:)``.
  public func rows(in range: Range<Int>) -> [Row] { range.map { row(at: $0) } }

  /// The row's own searchable text.
  public func searchText(at index: Int) -> String? { row(at: index).content.searchText }

  /// `nil`: the table's estimate.
  public var estimatedContentHeight: Int? { nil }
}

/// A change of a ``RowSource``'s rows, by index ranges, as the source reports it
/// (``TableView/sourceDidChange(_:)``). Indexes are the source's, before the change
/// for the rows that were there and after it for the rows that are.
public enum SourceChange: Hashable, Sendable {
  /// Rows were inserted: they now occupy `range`; the rows from `range.lowerBound`
  /// on moved up by `range.count`.
  case insert(Range<Int>)
  /// The rows in `range` were removed; the rows after them moved down.
  case delete(Range<Int>)
  /// The rows in `range` have new content (same ids, same places).
  case reload(Range<Int>)
  /// The rows in `range` moved so that they now start at index `to` (an index of the
  /// rows once they are taken out).
  case move(Range<Int>, to: Int)
}
