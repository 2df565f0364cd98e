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

  /// One line saying what is wrong.
  public var description: String {
    switch self {
    case .duplicateKind(let id): return "a row kind with id '\(id)' is already registered"
    case .unknownKind(let id): return "no row kind is registered with id '\(id)'"
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
/// A table accepts only rows whose kind is registered under its id (with the same
/// Swift type). Registering an id twice and looking up an unknown id are typed
/// errors, never traps.
public struct RowKindRegistry: Sendable {
  private var kindsByID: [RowKindID: AnyRowKind] = [:]
  private var order: [RowKindID] = []

  /// Creates an empty registry.
  public init() {}

  /// Registers one kind.
  ///
  /// - Throws: ``RowKindRegistryError/duplicateKind(_:)`` when the id is taken; the
  ///   registry is then unchanged.
  public mutating func register<K: RowKind>(_ kind: K) throws(RowKindRegistryError) {
    try register(AnyRowKind(kind))
  }

  /// Registers one erased kind.
  ///
  /// - Throws: ``RowKindRegistryError/duplicateKind(_:)`` when the id is taken.
  public mutating func register(_ kind: AnyRowKind) throws(RowKindRegistryError) {
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
    kindsByID[content.kindID]?.kindType == content.kindType
  }
}
