import RowKit

/// A kind for the table benchmarks: a check box, a title and a button, composed.
struct BenchItemKind: ComposedRowKind {
  struct Content: Equatable, Sendable {
    var title: String
    var isOn: Bool
  }

  var id: RowKindID { "bench-item" }

  func body(of content: Content) -> Node {
    .hstack {
      Node.control("toggle") {
        Node.hstack {
          Node.mark(.checkbox, isOn: content.isOn)
          Node.text(content.title)
        }
      }
      Node.button("remove", label: "Remove")
    }
  }

  func action(for event: ControlEvent, content: Content) -> RowAction<Content> {
    guard event.isPress, event.control == "toggle" else { return .none }
    var next = content
    next.isOn.toggle()
    return .update(next)
  }
}

enum TableScreen {
  static func registry() -> RowKindRegistry {
    var registry = RowKindRegistry()
    try? registry.register(BenchItemKind())
    return registry
  }

  static func rows(_ count: Int) -> [Row] {
    (0..<count).map { index in
      Row(
        id: RowID(index), kind: BenchItemKind(),
        content: .init(title: "Item \(index)", isOn: index % 3 == 0))
    }
  }

  static func table(_ count: Int, viewport: Size = Size(columns: 80, lines: 24)) -> TableView {
    // The registry knows the kind and the ids are unique, so this cannot throw.
    (try? TableView(registry: registry(), rows: rows(count), viewport: viewport))!
  }
}
