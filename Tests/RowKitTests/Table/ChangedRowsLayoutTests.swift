import Testing

@testable import RowKit

/// A layout after a change of some rows' contents alone redoes only those rows (their
/// places and the other rows' cells kept) when they keep their heights, and places
/// every row again after anything else: a change of height, of the rows' order, a
/// scroll, a new size or a focus move. Each frame, drawn into the canvas kept from the
/// frame before, equals a fresh table's.
@Suite struct ChangedRowsLayoutTests {
  /// A table of 40 rows at 20x6: toggles, every third row a label; its cells count
  /// their draws.
  final class Fixture {
    var made: [LayoutOnceTests.CountingCell] = []
    var table: TableView
    var canvas: TextCanvas

    init() throws {
      var cells: [LayoutOnceTests.CountingCell] = []
      var registry = RowKindRegistry()
      try registry.register(TestKinds.self)
      table = try TableView(
        registry: registry, rows: Fixture.rows(), viewport: Size(columns: 20, lines: 6),
        makeCell: {
          let cell = LayoutOnceTests.CountingCell()
          cells.append(cell)
          return cell
        })
      canvas = TextCanvas(size: table.viewport)
      table.draw(into: &canvas)
      made = cells
    }

    static func rows() -> [Row] {
      (0..<40).map { index in
        index % 3 == 2
          ? Row(id: RowID(index), kind: LabelKind(), content: "Label \(index)")
          : Row(id: RowID(index), kind: ToggleKind(), content: .init(title: "Row \(index)"))
      }
    }

    /// Draws the next frame into the kept canvas; the rows laid out and the cells
    /// drawn meanwhile.
    func frame(after change: () throws -> Void) rethrows -> (laidOut: Int, drawn: Int) {
      let laidOut = table.rowsLaidOut
      let draws = made.map(\.draws)
      try change()
      table.draw(into: &canvas)
      let drawn = zip(made, draws).filter { $0.0.draws != $0.1 }.count
      return (table.rowsLaidOut - laidOut, drawn)
    }

    /// The frame of a table built fresh with this one's rows, viewport, scroll offset
    /// and focus.
    func fresh() throws -> TextCanvas {
      var registry = RowKindRegistry()
      try registry.register(TestKinds.self)
      let fresh = try TableView(registry: registry, rows: table.allRows, viewport: table.viewport)
      fresh.scroll(toOffset: table.contentOffset)
      if let focus = table.focus { try fresh.setFocus(focus.row, control: focus.control) }
      return fresh.render()
    }

    func text() -> [String] {
      TextRenderer.plain.render(canvas).split(separator: "\n").map {
        String($0.reversed().drop { $0 == " " }.reversed())
      }
    }
  }

  @Test func aToggleLaysOutAndDrawsOnlyItsRow() throws {
    let fixture = try Fixture()
    let counts = try fixture.frame { try fixture.table.activate("toggle", in: 1) }
    #expect(counts.laidOut == 1, "the toggled row alone")
    #expect(counts.drawn == 1, "the other rows are not drawn again")
    #expect(
      fixture.text() == [
        "  [ ] Row 0  [ Del ]", "  [x] Row 1  [ Del ]", "  Label 2", "  [ ] Row 3  [ Del ]",
        "  [ ] Row 4  [ Del ]", "  Label 5",
      ])
    #expect(fixture.canvas == (try fixture.fresh()))
  }

  @Test func moreChangedRowsThanAFrameNotesAreDrawnAloneToo() throws {
    // Five changed rows: more than a frame keeps positions of (RedrawnPositions), so
    // the frame compares every row with its record, and still draws only those five.
    let fixture = try Fixture()
    let counts = try fixture.frame {
      for row in [0, 1, 3, 4] { try fixture.table.activate("toggle", in: RowID(row)) }
      try fixture.table.reconfigure(5, kind: LabelKind(), content: "Five")
    }
    #expect(counts.laidOut == 5)
    #expect(counts.drawn == 5)
    #expect(
      fixture.text() == [
        "  [x] Row 0  [ Del ]", "  [x] Row 1  [ Del ]", "  Label 2", "  [x] Row 3  [ Del ]",
        "  [x] Row 4  [ Del ]", "  Five",
      ])
    #expect(fixture.canvas == (try fixture.fresh()))
  }

  @Test func changesOfRowsNotShownLayOutNoRow() throws {
    let fixture = try Fixture()
    let counts = try fixture.frame {
      try fixture.table.activate("toggle", in: 30)
      try fixture.table.reconfigure(32, kind: LabelKind(), content: "Far")
    }
    #expect(counts.laidOut == 0)
    #expect(counts.drawn == 0)
    #expect(fixture.canvas == (try fixture.fresh()))
    try fixture.table.scroll(to: 30, position: .top)
    _ = fixture.frame {}
    #expect(fixture.text().prefix(3) == ["  [x] Row 30 [ Del ]", "  [ ] Row 31 [ Del ]", "  Far"])
    #expect(fixture.canvas == (try fixture.fresh()))
  }

  @Test func aNewHeightPlacesEveryRow() throws {
    let fixture = try Fixture()
    let counts = try fixture.frame {
      try fixture.table.reconfigure(2, kind: LabelKind(), content: "A label wrapped on two lines")
    }
    #expect(counts.laidOut == 5, "every row shown, the rows below pushed down")
    #expect(
      fixture.text() == [
        "  [ ] Row 0  [ Del ]", "  [ ] Row 1  [ Del ]", "  A label wrapped on", "  two lines",
        "  [ ] Row 3  [ Del ]", "  [ ] Row 4  [ Del ]",
      ])
    #expect(fixture.canvas == (try fixture.fresh()))
  }

  @Test func aRowThatComesIntoViewPlacesEveryRow() throws {
    let fixture = try Fixture()
    _ = try fixture.frame {
      try fixture.table.reconfigure(2, kind: LabelKind(), content: "A label wrapped on two lines")
    }
    // Back to one line: the row below the viewport comes into view.
    let counts = try fixture.frame {
      try fixture.table.reconfigure(2, kind: LabelKind(), content: "Short")
    }
    #expect(counts.laidOut == 6)
    #expect(fixture.text().last == "  Label 5")
    #expect(fixture.canvas == (try fixture.fresh()))
  }

  @Test func aChangeWithAnotherChangeOfTheRowsPlacesEveryRow() throws {
    let fixture = try Fixture()
    let counts = try fixture.frame {
      try fixture.table.activate("toggle", in: 1)
      try fixture.table.delete(0)
    }
    #expect(counts.laidOut == 6)
    #expect(
      fixture.text() == [
        "  [x] Row 1  [ Del ]", "  Label 2", "  [ ] Row 3  [ Del ]", "  [ ] Row 4  [ Del ]",
        "  Label 5", "  [ ] Row 6  [ Del ]",
      ])
    #expect(fixture.canvas == (try fixture.fresh()))
  }

  @Test func aChangeWithAScrollPlacesEveryRow() throws {
    let fixture = try Fixture()
    let counts = try fixture.frame {
      try fixture.table.activate("toggle", in: 4)
      fixture.table.scroll(by: 2)
    }
    #expect(counts.laidOut == 7, "a row cut at the top and at the bottom")
    #expect(
      fixture.text().prefix(3) == ["  Label 2", "  [ ] Row 3  [ Del ]", "  [x] Row 4  [ Del ]"])
    #expect(fixture.canvas == (try fixture.fresh()))
  }

  @Test func aChangeWithANewSizePlacesEveryRow() throws {
    let fixture = try Fixture()
    let counts = try fixture.frame {
      try fixture.table.activate("toggle", in: 0)
      fixture.table.viewport = Size(columns: 20, lines: 4)
    }
    #expect(counts.laidOut == 4)
    fixture.canvas = TextCanvas(size: fixture.table.viewport)
    fixture.table.draw(into: &fixture.canvas)
    #expect(
      fixture.text() == [
        "  [x] Row 0  [ Del ]", "  [ ] Row 1  [ Del ]", "  Label 2", "  [ ] Row 3  [ Del ]",
      ])
    #expect(fixture.canvas == (try fixture.fresh()))
  }

  @Test func aChangeWithAFocusMovePlacesEveryRow() throws {
    let fixture = try Fixture()
    let counts = try fixture.frame {
      try fixture.table.activate("toggle", in: 0)
      try fixture.table.setFocus(7, control: "toggle")
    }
    #expect(counts.laidOut == 7)
    #expect(fixture.table.visibleRowIDs.contains(7))
    #expect(fixture.canvas == (try fixture.fresh()))
  }

  @Test func aToggleOfTheFocusedRowKeepsItsFocusAndDrawsOnlyIt() throws {
    let fixture = try Fixture()
    try fixture.table.setFocus(3, control: "toggle")
    _ = fixture.frame {}
    let counts = try fixture.frame { try fixture.table.activate("toggle", in: 3) }
    #expect(counts.laidOut == 1)
    #expect(counts.drawn == 1)
    #expect(fixture.table.focus == Focus(row: 3, control: "toggle"))
    #expect(fixture.canvas == (try fixture.fresh()))
  }
}
