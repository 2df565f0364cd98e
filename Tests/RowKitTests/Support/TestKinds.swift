import RowKit

/// A kind that shows wrapped text and has no controls.
struct LabelKind: ComposedRowKind {
  typealias Content = String
  var id: RowKindID { "label" }
  func body(of content: String) -> Node { .text(content) }
  func searchText(of content: String) -> String? { content }
}

/// A check box with a title and a delete button, written against the public API alone.
struct ToggleKind: ComposedRowKind {
  struct Content: Equatable, Sendable {
    var title: String
    var isOn = false
  }

  struct Toggled: Sendable, Equatable {
    var isOn: Bool
  }

  var id: RowKindID { "toggle" }

  func searchText(of content: Content) -> String? { content.title }

  func body(of content: Content) -> Node {
    .hstack {
      Node.control("toggle") {
        Node.hstack {
          Node.mark(.checkbox, isOn: content.isOn)
          Node.text(content.title)
        }
      }
      Node.button("delete", label: "Del")
    }
  }

  func action(for event: ControlEvent, content: Content) -> RowAction<Content> {
    guard event.isPress else { return .none }
    switch event.control {
    case "toggle":
      var next = content
      next.isOn.toggle()
      return .update(next, message: Toggled(isOn: next.isOn))
    case "delete":
      return .delete()
    default:
      return .none
    }
  }
}

/// A kind that switches its row to a label when pressed, and inserts a row after it
/// on the `i` key.
struct SwitcherKind: ComposedRowKind {
  typealias Content = String
  var id: RowKindID { "switcher" }

  func body(of content: String) -> Node {
    .hstack {
      Node.text(content)
      Node.button("go", label: "Go")
    }
  }

  func action(for event: ControlEvent, content: String) -> RowAction<String> {
    if event.activation == .key(.character("i")) {
      return RowAction(
        .insertAfter([Row(id: RowID("\(content)+"), kind: LabelKind(), content: "new")]))
    }
    guard event.isPress, event.control == "go" else { return .none }
    return .switchKind(to: LabelKind(), content: "was \(content)")
  }
}

enum TestKinds: RowKindPlugin {
  static var kinds: [AnyRowKind] {
    [AnyRowKind(LabelKind()), AnyRowKind(ToggleKind()), AnyRowKind(SwitcherKind())]
  }

  static func registry() -> RowKindRegistry {
    var registry = RowKindRegistry()
    try? registry.register(TestKinds.self)
    return registry
  }
}

func label(_ id: RowID, _ text: String) -> Row {
  Row(id: id, kind: LabelKind(), content: text)
}

func toggle(_ id: RowID, _ title: String, isOn: Bool = false) -> Row {
  Row(id: id, kind: ToggleKind(), content: .init(title: title, isOn: isOn))
}
