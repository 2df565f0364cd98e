import RowKit
import RowKitTesting
import Testing

/// Random batches of inserts, deletes, moves, reconfigurations and section changes,
/// applied to a table and to a plain model of sections; after each batch the table's
/// rows, its id index and its frame must match the model's.
@Suite struct RandomisedBatchTests {
  @Test(arguments: SeededGenerator.testSeeds())
  func batchesKeepRowsIndexAndFrameConsistent(seed: UInt64) throws {
    var random = SeededGenerator(seed: seed)
    var nextID = 0
    func newRow() -> Row {
      nextID += 1
      return label(RowID(nextID), "row \(nextID)" + String(repeating: " x", count: nextID % 4))
    }
    var model: [[Row]] = [(0..<8).map { _ in newRow() }, (0..<5).map { _ in newRow() }]
    let table = try TableView(
      registry: TestKinds.registry(), sections: model.map { Section($0) },
      viewport: Size(columns: 16, lines: 7))
    let replay = "seed \(seed): replay with ROWKIT_SEED=\(seed)"

    for step in 0..<150 {
      var updates: [RowUpdate] = []
      for _ in 0..<Int.random(in: 1...4, using: &random) {
        let all = model.flatMap { $0 }
        switch Int.random(in: 0..<7, using: &random) {
        case 0:
          let section = Int.random(in: 0..<model.count, using: &random)
          let row = Int.random(in: 0...model[section].count, using: &random)
          let rows = (0..<Int.random(in: 1...3, using: &random)).map { _ in newRow() }
          model[section].insert(contentsOf: rows, at: row)
          updates.append(.insert(rows, at: IndexPath(row: row, section: section)))
        case 1, 2:
          guard let victim = all.randomElement(using: &random) else { continue }
          for section in model.indices { model[section].removeAll { $0.id == victim.id } }
          updates.append(.delete(victim.id))
        case 3:
          guard let mover = all.randomElement(using: &random) else { continue }
          for section in model.indices { model[section].removeAll { $0.id == mover.id } }
          let section = Int.random(in: 0..<model.count, using: &random)
          let row = Int.random(in: 0...model[section].count, using: &random)
          model[section].insert(mover, at: row)
          updates.append(.move(mover.id, to: IndexPath(row: row, section: section)))
        case 4:
          guard let target = all.randomElement(using: &random) else { continue }
          let content = AnyRowContent(kind: LabelKind(), content: "changed \(step)")
          for section in model.indices {
            if let index = model[section].firstIndex(where: { $0.id == target.id }) {
              model[section][index].content = content
            }
          }
          updates.append(.reconfigure(target.id, content))
        case 5:
          let index = Int.random(in: 0...model.count, using: &random)
          let rows = (0..<Int.random(in: 0...2, using: &random)).map { _ in newRow() }
          model.insert(rows, at: index)
          updates.append(.insertSection(Section(rows), at: index))
        default:
          guard model.count > 1 else { continue }
          let index = Int.random(in: 0..<model.count, using: &random)
          model.remove(at: index)
          updates.append(.deleteSection(index))
        }
      }
      if Bool.random(using: &random) { table.scroll(by: Int.random(in: -5...5, using: &random)) }
      try table.performBatchUpdates(updates)

      #expect(
        table.sections.map { $0.rows.map(\.id) } == model.map { $0.map(\.id) },
        "step \(step), \(replay)")
      for (section, rows) in model.enumerated() {
        for (row, value) in rows.enumerated() {
          #expect(
            try table.indexPath(of: value.id) == IndexPath(row: row, section: section),
            "step \(step), \(replay)")
        }
      }
      let fresh = try TableView(
        registry: TestKinds.registry(), sections: model.map { Section($0) },
        viewport: table.viewport)
      if let anchor = table.scrollAnchor { try fresh.scroll(to: anchor) }
      let expected = plainLines(fresh)
      #expect(plainLines(table) == expected, "step \(step), \(replay)")
      if plainLines(table) != expected { return }
    }
  }
}
