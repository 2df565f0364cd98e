import RowKit

/// A source over an array of rows, counting what the table asks of it: the plain model
/// a source-backed table is checked against.
final class ArraySource: RowSource {
  var rows: [Row]
  private(set) var rowsMade = 0
  private(set) var idsRead = 0

  init(_ rows: [Row]) { self.rows = rows }

  var count: Int { rows.count }

  func id(at index: Int) -> RowID {
    idsRead += 1
    return rows[index].id
  }

  func row(at index: Int) -> Row {
    rowsMade += 1
    return rows[index]
  }
}

/// A source of `count` generated one-line rows that makes each row when asked, as a
/// file or a database would: nothing is held per row.
final class GeneratedSource: RowSource {
  var count: Int
  private(set) var rowsMade = 0

  init(count: Int) { self.count = count }

  func id(at index: Int) -> RowID { RowID(index) }

  func row(at index: Int) -> Row {
    rowsMade += 1
    return Row(id: RowID(index), kind: LabelKind(), content: "row \(index)")
  }

  func searchText(at index: Int) -> String? { "row \(index)" }
}
