/// A content value together with the kind that shows it, with the types erased.
///
/// This is the one place where RowKit erases a kind's types: every cast from an
/// erased view or content back to a kind's own types happens in this file. A value
/// can only be made from a kind and a content value of that kind, so a row can never
/// hold another kind's content.
public struct AnyRowContent: Equatable, Sendable {
  let box: any RowContentBox

  /// Wraps a content value with its kind.
  public init<K: RowKind>(kind: K, content: K.Content) {
    box = KindBox(kind: kind, content: content)
  }

  /// The id of the kind.
  public var kindID: RowKindID { box.kindID }

  /// The content value, if the kind's content type is `Content`.
  public func content<Content>(as type: Content.Type = Content.self) -> Content? {
    box.anyContent as? Content
  }

  /// The kind, if it is of type `K`.
  public func kind<K: RowKind>(as type: K.Type = K.self) -> K? {
    box.anyKind as? K
  }

  /// Equal when the kind ids and the content values are equal.
  ///
  /// The kind id takes part because one Swift type can be registered under two ids.
  public static func == (lhs: AnyRowContent, rhs: AnyRowContent) -> Bool {
    lhs.box.isEqual(to: rhs.box)
  }

  /// The number of lines the content needs at `width` columns (at least 0).
  public func height(forWidth width: Int) -> Int { max(0, box.height(forWidth: width)) }

  /// The content's controls in focus order.
  public var controls: [ControlID] { box.controls }
}

/// An erased change that the table applies to a row.
enum ErasedChange: Sendable {
  case none
  case replace(AnyRowContent)
  case delete
  case insertBefore([Row])
  case insertAfter([Row])
}

/// The erased interface of a (kind, content) pair.
protocol RowContentBox: Sendable {
  var kindID: RowKindID { get }
  var kindType: ObjectIdentifier { get }
  var anyContent: any Sendable { get }
  var anyKind: any RowKind { get }
  var controls: [ControlID] { get }
  func height(forWidth width: Int) -> Int
  func makeView() -> any RowContentView
  /// Configures `view`; returns `false` when it is not this kind's view type.
  func configure(_ view: any RowContentView) -> Bool
  func isEqual(to other: any RowContentBox) -> Bool
  func action(for event: ControlEvent) -> (change: ErasedChange, message: (any Sendable)?)
}

struct KindBox<K: RowKind>: RowContentBox {
  let kind: K
  let content: K.Content

  var kindID: RowKindID { kind.id }
  var kindType: ObjectIdentifier { ObjectIdentifier(K.self) }
  var anyContent: any Sendable { content }
  var anyKind: any RowKind { kind }
  var controls: [ControlID] { kind.controls(of: content) }

  func height(forWidth width: Int) -> Int { kind.height(of: content, width: width) }

  func makeView() -> any RowContentView { kind.makeView() }

  func configure(_ view: any RowContentView) -> Bool {
    guard let view = view as? K.View else { return false }
    kind.configure(view, with: content)
    return true
  }

  func isEqual(to other: any RowContentBox) -> Bool {
    guard let other = other as? KindBox<K> else { return false }
    return kind.id == other.kind.id && content == other.content
  }

  func action(for event: ControlEvent) -> (change: ErasedChange, message: (any Sendable)?) {
    let action = kind.action(for: event, content: content)
    let change: ErasedChange
    switch action.change {
    case .none: change = .none
    case .update(let new): change = .replace(AnyRowContent(kind: kind, content: new))
    case .switchKind(let other): change = .replace(other)
    case .delete: change = .delete
    case .insertBefore(let rows): change = .insertBefore(rows)
    case .insertAfter(let rows): change = .insertAfter(rows)
    }
    return (change, action.message)
  }
}
