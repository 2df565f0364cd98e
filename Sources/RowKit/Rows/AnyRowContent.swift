/// A content value together with the kind that shows it, with the types erased.
///
/// This is the one place where RowKit erases a kind's types: every cast from an
/// erased view or content back to a kind's own types happens in this file. A value
/// can only be made from a kind and a content value of that kind, so a row can never
/// hold another kind's content.
///
/// The pair lives in one immutable box shared by every copy, so copying a row copies
/// a reference, and two copies of the same value compare equal without comparing
/// content.
public struct AnyRowContent: Equatable, Sendable {
  @usableFromInline let box: any RowContentBox

  /// Wraps a content value with its kind.
  ///
  /// Inlinable, so the caller's module specialises it for the kind.
  @inlinable
  public init<K: RowKind>(kind: K, content: K.Content) {
    box = KindBox(kind: kind, content: content)
  }

  /// Wraps a box made elsewhere in this file.
  init(box: any RowContentBox) {
    self.box = box
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
  /// Copies of one value compare equal at once; values of different kind types
  /// compare unequal without looking at their content.
  public static func == (lhs: AnyRowContent, rhs: AnyRowContent) -> Bool {
    lhs.box === rhs.box || lhs.box.isEqual(to: rhs.box)
  }

  /// The number of lines the content needs at `width` columns (at least 0).
  public func height(forWidth width: Int, mode: WidthMode = .graphemeClusters) -> Int {
    height(in: LayoutContext(width: width, widthMode: mode))
  }

  /// The number of lines the content needs in a layout context (at least 0).
  public func height(in context: LayoutContext) -> Int {
    max(0, box.height(in: context))
  }

  /// The content's controls in focus order.
  public var controls: [ControlID] { box.controls }

  /// Whether the row can take the focus (``RowKind/isFocusable(_:)``).
  public var isFocusable: Bool { box.isFocusable }

  /// Whether the row can be selected (``RowKind/isSelectable(_:)``).
  public var isSelectable: Bool { box.isSelectable }

  /// The text a filter searches for this row (``RowKind/searchText(of:)``).
  public var searchText: String? { box.searchText }

  /// Whether both are copies of one value (the same box): no content is compared.
  func isSameValue(as other: AnyRowContent) -> Bool { box === other.box }

  /// Identifies the kind's Swift type (the box's type is one per kind type).
  var kindType: ObjectIdentifier { ObjectIdentifier(type(of: box)) }
}

/// What a row's kind asked for, lowered to the table's own terms: a change to the
/// acting row (which the table executes on the row the event already found), a
/// message, a focus request.
@usableFromInline
struct LoweredAction {
  /// The change to the acting row.
  enum Change {
    case none
    /// New content, of the same kind or another.
    case replace(AnyRowContent)
    case delete
    /// Rows to insert just before (or after) the acting row.
    case insert([Row], after: Bool)
  }

  /// The change to the acting row.
  var change: Change
  /// The message for the table's owner.
  var message: (any Sendable)?
  /// Where the focus goes after the change is made.
  var focus: FocusChange = .keep
  /// Whether the event was used although nothing else is asked.
  var isHandled = false

  /// Whether nothing at all is asked: a key falls through to navigation.
  var isIgnored: Bool {
    guard case .none = change else { return false }
    return message == nil && focus == .keep && !isHandled
  }
}

/// The erased interface of a (kind, content) pair.
@usableFromInline
protocol RowContentBox: AnyObject, Sendable {
  var kindID: RowKindID { get }
  var anyContent: any Sendable { get }
  var anyKind: any RowKind { get }
  var controls: [ControlID] { get }
  var defaultControl: ControlID? { get }
  /// Whether the row can take the focus (``RowKind/isFocusable(_:)``).
  var isFocusable: Bool { get }
  /// Whether the row can be selected (``RowKind/isSelectable(_:)``).
  var isSelectable: Bool { get }
  /// The kind's ``RowKind/searchText(of:)``.
  var searchText: String? { get }
  /// Whether the kind's id is `id` (without handing the id out).
  func hasKindID(_ id: RowKindID) -> Bool
  func height(in context: LayoutContext) -> Int
  func makeView() -> any RowContentView
  /// Configures `view`; returns `false` when it is not this kind's view type.
  func configure(_ view: any RowContentView) -> Bool
  func isEqual(to other: any RowContentBox) -> Bool
  /// The kind's action for an event on this content's row.
  func action(for event: ControlEvent) -> LoweredAction
}

@usableFromInline
final class KindBox<K: RowKind>: RowContentBox {
  /// First, so that it shares the object's first cache line with its header: checking
  /// a row's kind and retaining its box touch one line.
  @usableFromInline let kindID: RowKindID
  let kind: K
  let content: K.Content

  @usableFromInline
  init(kind: K, content: K.Content) {
    kindID = kind.id
    self.kind = kind
    self.content = content
  }

  @usableFromInline
  var anyContent: any Sendable { content }
  @usableFromInline
  var anyKind: any RowKind { kind }
  @usableFromInline
  var controls: [ControlID] { kind.controls(of: content) }
  @usableFromInline
  var defaultControl: ControlID? { kind.defaultControl(of: content) }
  @usableFromInline
  var isFocusable: Bool { kind.isFocusable(content) }
  @usableFromInline
  var isSelectable: Bool { kind.isSelectable(content) }

  @usableFromInline
  var searchText: String? { kind.searchText(of: content) }

  @usableFromInline
  func hasKindID(_ id: RowKindID) -> Bool { kindID == id }

  @usableFromInline
  func height(in context: LayoutContext) -> Int {
    kind.height(of: content, in: context)
  }

  @usableFromInline
  func makeView() -> any RowContentView { kind.makeView() }

  @usableFromInline
  func configure(_ view: any RowContentView) -> Bool {
    guard let view = view as? K.View else { return false }
    kind.configure(view, with: content)
    return true
  }

  @usableFromInline
  func isEqual(to other: any RowContentBox) -> Bool {
    // One box type per kind type: compare the types, then the values, typed.
    guard ObjectIdentifier(type(of: other)) == ObjectIdentifier(type(of: self)) else {
      return false
    }
    let other = unsafeDowncast(other, to: KindBox<K>.self)
    return kindID == other.kindID && content == other.content
  }

  @usableFromInline
  func action(for event: ControlEvent) -> LoweredAction {
    // Through the kind's own witness: its types are known there, so the action's
    // types (`RowAction<K.Content>`) are not looked up here, where K is not.
    let action = kind._erasedAction(for: event, content: content)
    let change: LoweredAction.Change
    switch action.change {
    case .none: change = .none
    case .update(let new), .switchKind(let new): change = .replace(new)
    case .delete: change = .delete
    case .insertBefore(let rows): change = .insert(rows, after: false)
    case .insertAfter(let rows): change = .insert(rows, after: true)
    }
    return LoweredAction(
      change: change, message: action.message, focus: action.focus,
      isHandled: action.isHandled)
  }
}

extension RowKind {
  /// ``action(for:content:)`` with the new content value, if any, wrapped with this
  /// kind: what the table executes. Inlinable, so that each kind's module makes it for
  /// the kind's own types; a kind does not implement it.
  @inlinable
  public func _erasedAction(for event: ControlEvent, content: Content) -> RowAction<AnyRowContent> {
    // Taken apart, not copied: the change and the message are moved out of the action.
    var action = action(for: event, content: content)
    let change = action.change
    action.change = .none
    var erased = RowAction<AnyRowContent>(
      .none, message: action.message.take(), focus: action.focus, isHandled: action.isHandled)
    switch change {
    case .none: break
    case .update(let new): erased.change = .update(AnyRowContent(kind: self, content: new))
    case .switchKind(let other): erased.change = .switchKind(other)
    case .delete: erased.change = .delete
    case .insertBefore(let rows): erased.change = .insertBefore(rows)
    case .insertAfter(let rows): erased.change = .insertAfter(rows)
    }
    return erased
  }
}
