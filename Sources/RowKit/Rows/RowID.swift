/// The stable identity of a row.
///
/// Identity drives everything in a ``TableView``: updates, diffing, the height cache,
/// focus and cell reuse all follow the `RowID`, never an index. Create one from a
/// string or an integer; a string literal or an integer literal also works.
///
/// ```swift
/// let id: RowID = "urvashi"
/// let other = RowID(42)
/// ```
public struct RowID: Hashable, Sendable, CustomStringConvertible, ExpressibleByStringLiteral,
  ExpressibleByIntegerLiteral
{
  enum Storage: Hashable, Sendable {
    case int(Int)
    case string(String)
  }

  let storage: Storage

  /// Creates an identity from a string.
  public init(_ value: String) { storage = .string(value) }

  /// Creates an identity from an integer.
  public init(_ value: Int) { storage = .int(value) }

  /// Creates an identity from a string literal.
  public init(stringLiteral value: String) { self.init(value) }

  /// Creates an identity from an integer literal.
  public init(integerLiteral value: Int) { self.init(value) }

  /// The integer the identity was made from, or `nil` for a string identity.
  public var intValue: Int? {
    if case .int(let value) = storage { return value }
    return nil
  }

  /// The string the identity was made from, or `nil` for an integer identity.
  public var stringValue: String? {
    if case .string(let value) = storage { return value }
    return nil
  }

  /// The string or integer the identity was made from.
  public var description: String {
    switch storage {
    case .int(let value): return String(value)
    case .string(let value): return value
    }
  }
}
