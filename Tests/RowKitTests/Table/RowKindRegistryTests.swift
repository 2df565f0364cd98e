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
