import RowKit
import RowKitTesting
import Testing

/// Drives a long-lived table through random scrolls, updates, kind switches, deletes,
/// inserts, taps, keys and resizes, and after every step compares what it draws with
/// what a brand-new table with the same rows, offset and focus draws. A reused cell
/// that showed another row's state would make the two differ.
@Suite struct RandomisedReuseTests {
  @Test(arguments: SeededGenerator.testSeeds())
  func reusedCellsNeverShowAnotherRowsContent(seed: UInt64) throws {
    var random = SeededGenerator(seed: seed)
    var nextID = 0
    func makeRow() -> Row {
      nextID += 1
      let id = RowID(nextID)
      switch Int.random(in: 0..<3, using: &random) {
      case 0: return label(id, "L\(nextID) " + String(repeating: "w ", count: nextID % 7))
      case 1: return toggle(id, "T\(nextID)", isOn: Bool.random(using: &random))
      default: return Row(id: id, kind: SwitcherKind(), content: "S\(nextID)")
      }
    }
    let table = try TableView(
      registry: TestKinds.registry(), rows: (0..<60).map { _ in makeRow() },
      viewport: Size(columns: 24, lines: 8))

    for step in 0..<400 {
      let rows = table.allRows
      let someRow = rows.randomElement(using: &random)?.id
      switch Int.random(in: 0..<9, using: &random) {
      case 0: table.scroll(by: Int.random(in: -12...12, using: &random))
      case 1:
        if let id = someRow,
          var content = try table.row(id).content.content(as: ToggleKind.Content.self)
        {
          content.isOn.toggle()
          try table.reconfigure(id, kind: ToggleKind(), content: content)
        }
      case 2:
        if let id = someRow {
          let other = makeRow()
          try table.switchKind(id, to: other.content)
        }
      case 3: if let id = someRow { try table.delete(id) }
      case 4:
        let position = Int.random(in: 0...rows.count, using: &random)
        try table.insert([makeRow()], at: RowIndexPath(row: position))
      case 5:
        try table.tap(
          at: Point(
            column: Int.random(in: 0..<24, using: &random),
            line: Int.random(in: 0..<8, using: &random)))
      case 6:
        let keys: [Key] = [.up, .down, .tab, .backTab, .enter, .space, .pageDown, .pageUp, .left]
        try table.handle(keys.randomElement(using: &random)!)
      case 7:
        if Int.random(in: 0..<4, using: &random) == 0 {
          table.viewport = Size(
            columns: Int.random(in: 10...30, using: &random),
            lines: Int.random(in: 1...10, using: &random))
        }
      default:
        if let id = someRow { try table.scroll(to: id, position: .top) }
      }

      let fresh = try TableView(
        registry: TestKinds.registry(), rows: table.allRows, viewport: table.viewport)
      if let focus = table.focus { try fresh.setFocus(focus.row, control: focus.control) }
      if let anchor = table.scrollAnchor { try fresh.scroll(to: anchor) }
      let lines = plainLines(table)
      let expected = plainLines(fresh)
      #expect(lines == expected, "seed \(seed), step \(step): replay with ROWKIT_SEED=\(seed)")
      if lines != expected { return }
    }
    #expect(table.counters.cellsCreated <= 10 + 2, "seed \(seed)")
  }
}
