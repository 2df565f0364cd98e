/// One item of a table: a stable identity, the kind that shows it, and its content
/// value.
///
/// A row carries its kind, so it can never hold another kind's content and needs no
/// registry lookup to be measured.
///
/// ```swift
/// let row = Row(id: "vaishnavi", kind: RemoveButtonKind(), content: .init(title: "Vaishnavi"))
/// ```
public struct Row: Equatable, Sendable, Identifiable {
  /// The row's stable identity.
  public let id: RowID
  /// The content value and its kind.
  public var content: AnyRowContent

  /// Creates a row of a kind with a content value.
  ///
  /// Inlinable, so the caller's module specialises it for the kind.
  @inlinable
  public init<K: RowKind>(id: RowID, kind: K, content: K.Content) {
    self.id = id
    self.content = AnyRowContent(kind: kind, content: content)
  }

  /// Creates a row from an erased content value.
  public init(id: RowID, content: AnyRowContent) {
    self.id = id
    self.content = content
  }

  /// The id of the row's kind.
  public var kindID: RowKindID { content.kindID }
}
