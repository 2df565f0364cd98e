import RowKit

/// A row with a name and a `Tag` button that toggles a mark: a composed kind as 0.2.0
/// wrote them, with a message sent on every toggle.
struct TagKind: ComposedRowKind {
  struct Content: Equatable, Sendable {
    var name: String
    var isTagged = false
  }

  /// What a row says when its tag changes.
  struct Tagged: Equatable, Sendable {
    var name: String
    var isTagged: Bool
  }

  static let tag: ControlID = "tag"

  var id: RowKindID { "tag" }

  func body(of content: Content) -> Node {
    .hstack {
      Node.mark(.checkbox, isOn: content.isTagged)
      Node.text(content.name)
      Node.spacer()
      Node.button(Self.tag, label: "Tag")
    }
  }

  func action(for event: ControlEvent, content: Content) -> RowAction<Content> {
    guard event.isPress, event.control == Self.tag else { return .none }
    var next = content
    next.isTagged.toggle()
    return .update(next, message: Tagged(name: next.name, isTagged: next.isTagged))
  }
}
