import RowKitTesting
import Testing

@testable import RowKit

/// Filtering a source larger than one step: the first screenful at once, the rest a
/// step at a time, appended; a new filter cancels the steps left; rows appended while
/// filtering are checked when the steps reach them.
@Suite struct ChunkedFilterTests {
  /// The rows of `GeneratedSource` whose text contains `query`.
  func expected(_ query: String, count: Int) -> Int {
    (0..<count).count { "row \($0)".contains(query) }
  }

  @Test func aLargeSourceIsFilteredInStepsFirstScreenfulFirst() throws {
    let source = GeneratedSource(count: 300_000)
    let table = try TableView(source: source, viewport: Size(columns: 16, lines: 3))
    table.filter = .text(TextQuery("777", mode: .exact))
    #expect(table.isFiltering)
    #expect(plainLines(table) == ["  row 777", "  row 1777", "  row 2777"])
    let first = table.numberOfShownRows
    #expect(first < expected("777", count: 300_000))
    var steps = 0
    while table.continueFiltering() {
      steps += 1
      #expect(table.invariantViolations() == [])
    }
    #expect(steps >= 3)
    #expect(!table.isFiltering)
    #expect(table.numberOfShownRows == expected("777", count: 300_000))
    // The viewport stayed on the first matches while the rest were appended.
    #expect(plainLines(table) == ["  row 777", "  row 1777", "  row 2777"])
    table.moveFocusToEdge(end: true)
    #expect(plainLines(table) == ["  row 297779", "  row 298777", "› row 299777"])
    #expect(table.invariantViolations() == [])
  }

  @Test func aNewFilterCancelsTheStepsLeftAndAppendsAreChecked() throws {
    let source = GeneratedSource(count: 300_000)
    let table = try TableView(source: source, viewport: Size(columns: 16, lines: 3))
    table.filter = .text(TextQuery("12", mode: .exact))
    #expect(table.isFiltering)
    table.continueFiltering()
    // The next key: a query that is not narrower starts again over every row.
    table.filter = .text(TextQuery("4242", mode: .exact))
    source.count = 310_000
    try table.sourceDidChange(.insert(300_000..<310_000))
    while table.continueFiltering() {}
    #expect(table.numberOfShownRows == expected("4242", count: 310_000))
    #expect(table.numberOfRows == 310_000)
    table.moveFocusToEdge(end: true)
    #expect(plainLines(table) == ["  row 284242", "  row 294242", "› row 304242"])
    #expect(table.invariantViolations() == [])
    // Narrowing a finished filter checks only its matches.
    table.filter = .text(TextQuery("42424", mode: .exact))
    #expect(!table.isFiltering)
    #expect(table.numberOfShownRows == expected("42424", count: 310_000))
    table.filter = nil
    #expect(table.numberOfShownRows == 310_000)
    #expect(table.invariantViolations() == [])
  }
}
