/// The name a ``RowKind`` is registered under, for example `"remove-button"`.
///
/// The id is the reuse key of a kind's content views: a ``ContentSlot`` reconfigures
/// its content view in place only for a row of the same kind id.
public struct RowKindID: Hashable, Sendable, CustomStringConvertible, ExpressibleByStringLiteral {
  /// The name.
  public let rawValue: String

  /// Creates a kind id from its name.
  public init(_ rawValue: String) { self.rawValue = rawValue }

  /// Creates a kind id from a string literal.
  public init(stringLiteral value: String) { self.init(value) }

  /// The name.
  public var description: String { rawValue }
}
