import RowKit
import Testing

@Suite struct RowKindRegistryTests {
  @Test func registeringAnIdTwiceIsATypedError() throws {
    var registry = RowKindRegistry()
    try registry.register(LabelKind())
    #expect(throws: RowKindRegistryError.duplicateKind("label")) {
      try registry.register(LabelKind())
    }
    #expect(registry.ids == ["label"])
  }

  @Test func lookingUpAnUnknownIdIsATypedError() {
    let registry = RowKindRegistry()
    #expect(throws: RowKindRegistryError.unknownKind("nope")) {
      try registry.kind("nope")
    }
  }

  @Test func aPluginRegistersAllItsKindsInOneCall() throws {
    var registry = RowKindRegistry()
    try registry.register(TestKinds.self)
    #expect(registry.ids == ["label", "toggle", "switcher"])
    #expect(try registry.kind("toggle").id == "toggle")
  }

  @Test func aPluginWithATakenIdRegistersNothing() throws {
    var registry = RowKindRegistry()
    try registry.register(ToggleKind())
    #expect(throws: RowKindRegistryError.duplicateKind("toggle")) {
      try registry.register(TestKinds.self)
    }
    #expect(registry.ids == ["toggle"])
  }

  @Test func aTableRejectsRowsOfUnregisteredKinds() {
    var registry = RowKindRegistry()
    try? registry.register(LabelKind())
    #expect(throws: TableError.unknownKind("toggle")) {
      try TableView(
        registry: registry, rows: [toggle(1, "x")], viewport: Size(columns: 10, lines: 2))
    }
  }
}

@Suite struct RegistryAsAnAllowlistTests {
  @Test func aTableWithoutARegistryTakesEveryKind() throws {
    let table = try TableView(
      rows: [label("a", "a"), toggle("b", "B")], viewport: Size(columns: 12, lines: 2))
    #expect(table.registry.acceptsAnyKind)
    try table.insert(
      [Row(id: "u", kind: UnregisteredKind(), content: "u")], at: RowIndexPath(row: 0))
    #expect(table.numberOfRows == 3)
  }

  @Test func aTableWithARegistryRefusesOtherKinds() throws {
    let table = try TableView(
      registry: TestKinds.registry(), rows: [label("a", "a")], viewport: Size(columns: 12, lines: 2)
    )
    #expect(throws: TableError.unknownKind("unregistered")) {
      try table.insert(
        [Row(id: "u", kind: UnregisteredKind(), content: "u")], at: RowIndexPath(row: 0))
    }
  }

  /// A kind registered under an empty id.
  struct NamelessKind: ComposedRowKind {
    typealias Content = String
    var id: RowKindID { "" }
    func body(of content: String) -> Node { .text(content) }
  }

  @Test func anEmptyKindIDIsATypedError() throws {
    var registry = RowKindRegistry()
    #expect(throws: RowKindRegistryError.emptyKindID) { try registry.register(NamelessKind()) }
    #expect(registry.ids.isEmpty)
  }
}
