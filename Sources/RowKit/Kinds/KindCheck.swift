/// Whether rows' kinds are registered, answered from the kinds already found.
///
/// A table checks every row it takes. The registry is looked up once per kind (type
/// and id); after that a row costs one comparison of its kind's type and one of its
/// kind id with those kept — no kind id is hashed. A value, so that a loop over a
/// million rows keeps it in a local variable.
struct KindCheck: Sendable {
  let registry: RowKindRegistry
  /// The box types of the kinds found registered, and beside each the kind's id.
  private var types: [ObjectIdentifier] = []
  private var ids: [RowKindID] = []

  init(registry: RowKindRegistry) {
    self.registry = registry
  }

  /// Whether `content`'s kind is registered under its id with the same Swift type.
  mutating func accepts(_ content: AnyRowContent) -> Bool {
    let type = content.kindType
    for index in types.indices where types[index] == type {
      if content.box.hasKindID(ids[index]) { return true }
    }
    guard registry.accepts(content) else { return false }
    types.append(type)
    ids.append(content.kindID)
    return true
  }
}
