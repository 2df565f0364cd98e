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
///
/// A string identity hashes its string once, when it is made, with the process's
/// randomly seeded `Hasher` (so inputs cannot be crafted to collide), and keeps that
/// hash: hashing the identity later, and comparing two identities that differ, never
/// reads the string again. An integer identity and a string identity are never equal.
/// The value takes 24 bytes.
public struct RowID: Hashable, Sendable, CustomStringConvertible, ExpressibleByStringLiteral,
  ExpressibleByIntegerLiteral
{
  /// An integer identity's value, or a string identity's hash.
  @usableFromInline let word: Int
  /// A string identity's string; `nil` for an integer identity.
  @usableFromInline let string: String?

  /// Creates an identity from a string.
  ///
  /// - Complexity: O(n) for a string of n bytes, to hash it once.
  public init(_ value: String) {
    var hasher = Hasher()
    hasher.combine(value)
    word = hasher.finalize()
    string = value
  }

  /// Creates an identity from an integer.
  public init(_ value: Int) {
    word = value
    string = nil
  }

  /// Creates an identity from a string literal.
  public init(stringLiteral value: String) { self.init(value) }

  /// Creates an identity from an integer literal.
  public init(integerLiteral value: Int) { self.init(value) }

  /// The integer the identity was made from, or `nil` for a string identity.
  public var intValue: Int? { string == nil ? word : nil }

  /// The string the identity was made from, or `nil` for an integer identity.
  public var stringValue: String? { string }

  /// The string or integer the identity was made from.
  public var description: String { string ?? String(word) }

  /// Whether two identities are the same: the kept hashes (or integers) are compared
  /// before the strings.
  @inlinable
  public static func == (lhs: RowID, rhs: RowID) -> Bool {
    lhs.word == rhs.word && lhs.string == rhs.string
  }

  /// Feeds the identity's integer, or its string's kept hash, to `hasher`.
  @inlinable
  public func hash(into hasher: inout Hasher) {
    hasher.combine(word)
  }

  /// The hash that `Dictionary`, `Set` and ``Diff`` use: for a string identity the
  /// kept hash mixed with `seed` (a few multiplications, no pass over the string
  /// and no `Hasher`), for an integer identity the standard library's seeded hash of
  /// the integer.
  @inlinable
  public func _rawHashValue(seed: Int) -> Int {
    guard string != nil else { return word._rawHashValue(seed: seed) }
    // `word` is already a seeded hash; mixing in `seed` keeps tables of different
    // seeds from sharing an order (the reason the standard library passes a seed).
    var bits = UInt64(bitPattern: Int64(word ^ seed))
    bits = (bits ^ (bits &>> 33)) &* 0xFF51_AFD7_ED55_8CCD
    bits = (bits ^ (bits &>> 33)) &* 0xC4CE_B9FE_1A85_EC53
    return Int(Int64(bitPattern: bits ^ (bits &>> 33)))
  }
}
