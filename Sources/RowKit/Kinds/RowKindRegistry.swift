/// A row kind with its types erased, as the registry stores it.
public struct AnyRowKind: Sendable {
  /// The kind.
  public let base: any RowKind
  /// Identifies the kind's Swift type, as ``AnyRowContent`` does for its content.
  let kindType: ObjectIdentifier

  /// Erases a kind.
  public init<K: RowKind>(_ kind: K) {
    base = kind
    kindType = ObjectIdentifier(KindBox<K>.self)
  }

  /// The id the kind is registered under.
  public var id: RowKindID { base.id }
}

/// An error from a ``RowKindRegistry``.
public enum RowKindRegistryError: Error, Hashable, Sendable, CustomStringConvertible {
  /// A kind with this id is already registered.
  case duplicateKind(RowKindID)
  /// No kind is registered under this id.
  case unknownKind(RowKindID)
  /// A kind's id is empty: an id names a kind in errors, counters and pools.
  case emptyKindID

  /// One line saying what is wrong.
  public var description: String {
    switch self {
    case .duplicateKind(let id): return "a row kind with id '\(id)' is already registered"
    case .unknownKind(let id): return "no row kind is registered with id '\(id)'"
    case .emptyKindID: return "a row kind's id is empty; give it a name such as 'rating'"
    }
  }
}

/// A module that provides row kinds and registers them all with one call.
///
/// ```swift
/// public enum RatingKinds: RowKindPlugin {
///   public static var kinds: [AnyRowKind] { [AnyRowKind(RatingKind())] }
/// }
/// try registry.register(RatingKinds.self)
/// ```
public protocol RowKindPlugin {
  /// The kinds the module provides.
  static var kinds: [AnyRowKind] { get }
}

/// The registry of row kinds by id.
///
/// Rows carry their kinds, so a table needs no registry to measure or draw them; a
/// registry is the table's allowlist: given one, a table accepts only rows whose
/// kind is registered under its id (with the same Swift type), and says which row
/// was not (``TableError/unknownKind(_:)``). A table made without one uses ``any``,
/// which accepts every kind. Registering an id twice, an empty id, and looking up an
/// unknown id are typed errors, never traps.
public struct RowKindRegistry: Sendable {
  private var kindsByID: [RowKindID: AnyRowKind] = [:]
  private var order: [RowKindID] = []
  /// Whether rows of every kind are accepted, registered or not.
  private var acceptsEveryKind = false

  /// Creates an empty registry: a table given it accepts no row until its kinds are
  /// registered.
  public init() {}

  /// A registry that accepts rows of every kind: what a table made without a
  /// registry uses. Kinds registered in it can still be looked up.
  public static var any: RowKindRegistry {
    var registry = RowKindRegistry()
    registry.acceptsEveryKind = true
    return registry
  }

  /// Whether the registry accepts rows of every kind (``any``), not only of the kinds
  /// registered in it.
  public var acceptsAnyKind: Bool { acceptsEveryKind }

  /// Registers one kind.
  ///
  /// - Throws: ``RowKindRegistryError/duplicateKind(_:)`` when the id is taken,
  ///   ``RowKindRegistryError/emptyKindID`` when it is empty; the registry is then
  ///   unchanged.
  public mutating func register<K: RowKind>(_ kind: K) throws(RowKindRegistryError) {
    try register(AnyRowKind(kind))
  }

  /// Registers one erased kind.
  ///
  /// - Throws: ``RowKindRegistryError/duplicateKind(_:)`` when the id is taken,
  ///   ``RowKindRegistryError/emptyKindID`` when it is empty.
  public mutating func register(_ kind: AnyRowKind) throws(RowKindRegistryError) {
    guard !kind.id.description.isEmpty else { throw .emptyKindID }
    guard kindsByID[kind.id] == nil else { throw .duplicateKind(kind.id) }
    kindsByID[kind.id] = kind
    order.append(kind.id)
  }

  /// Registers every kind of a plugin module, or none of them if any id is taken.
  ///
  /// - Throws: ``RowKindRegistryError/duplicateKind(_:)`` for the first id that is
  ///   taken (or repeated within the plugin); the registry is then unchanged.
  public mutating func register<Plugin: RowKindPlugin>(
    _ plugin: Plugin.Type
  ) throws(RowKindRegistryError) {
    var copy = self
    for kind in plugin.kinds { try copy.register(kind) }
    self = copy
  }

  /// The kind registered under `id`.
  ///
  /// - Throws: ``RowKindRegistryError/unknownKind(_:)``.
  public func kind(_ id: RowKindID) throws(RowKindRegistryError) -> AnyRowKind {
    guard let kind = kindsByID[id] else { throw .unknownKind(id) }
    return kind
  }

  /// Whether a kind is registered under `id`.
  public func contains(_ id: RowKindID) -> Bool { kindsByID[id] != nil }

  /// The registered kind ids, in registration order.
  public var ids: [RowKindID] { order }

  /// The registered kinds, in registration order.
  public var kinds: [AnyRowKind] { order.compactMap { kindsByID[$0] } }

  /// Whether `content`'s kind is registered under its id with the same Swift type.
  func accepts(_ content: AnyRowContent) -> Bool {
    acceptsEveryKind || kindsByID[content.kindID]?.kindType == content.kindType
  }
}
