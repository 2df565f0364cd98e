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
/// reads the string again. An integer identity keeps its integer scrambled with a
/// random number of the process (a bijection, undone by ``intValue``), so integers
/// cannot be chosen to collide either. An integer identity and a string identity are
/// never equal. The value takes 24 bytes.
public struct RowID: Hashable, Sendable, CustomStringConvertible, ExpressibleByStringLiteral,
  ExpressibleByIntegerLiteral
{
  /// An integer identity's scrambled value, or a string identity's hash: either way a
  /// hash already seeded for this process.
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
    word = RowID.mix(value ^ RowID.processSeed)
    string = nil
  }

  /// Creates an identity from a string literal.
  public init(stringLiteral value: String) { self.init(value) }

  /// Creates an identity from an integer literal.
  public init(integerLiteral value: Int) { self.init(value) }

  /// The integer the identity was made from, or `nil` for a string identity.
  public var intValue: Int? { string == nil ? RowID.unmix(word) ^ RowID.processSeed : nil }

  /// The string the identity was made from, or `nil` for an integer identity.
  public var stringValue: String? { string }

  /// The string or integer the identity was made from.
  public var description: String { string ?? String(intValue ?? 0) }

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

  /// The hash that `Dictionary`, `Set` and ``Diff`` use: the identity's word (already
  /// a hash seeded for the process) mixed with `seed` — a few multiplications, no pass
  /// over the string and no `Hasher`.
  @inlinable
  public func _rawHashValue(seed: Int) -> Int {
    // Mixing in `seed` keeps tables of different seeds from sharing an order (the
    // reason the standard library passes a seed).
    RowID.mix(word ^ seed)
  }

  /// The identity's word as a hash: already one, seeded for the process (an integer
  /// mixed with ``processSeed``, a string's `Hasher` value), so a table of the rows'
  /// own ids (``TableView``'s diff of its rows, ``FlatRows``) uses it as it is — two
  /// multiplications a row fewer than `hashValue`, which mixes it again for the
  /// standard library's per-table seed.
  @inline(__always)
  var hashWord: Int { word }

  /// A 64-bit finaliser (MurmurHash3's): every bit of the result depends on every bit of
  /// `value`.
  @inlinable
  static func mix(_ value: Int) -> Int {
    var bits = UInt64(bitPattern: Int64(value))
    bits = (bits ^ (bits &>> 33)) &* 0xFF51_AFD7_ED55_8CCD
    bits = (bits ^ (bits &>> 33)) &* 0xC4CE_B9FE_1A85_EC53
    return Int(Int64(bitPattern: bits ^ (bits &>> 33)))
  }

  /// The inverse of ``mix(_:)``.
  static func unmix(_ value: Int) -> Int {
    var bits = UInt64(bitPattern: Int64(value))
    bits ^= bits &>> 33
    bits &*= 0x9CB4_B2F8_1293_37DB  // the inverse of 0xC4CE_B9FE_1A85_EC53 modulo 2^64
    bits ^= bits &>> 33
    bits &*= 0x4F74_430C_22A5_4005  // the inverse of 0xFF51_AFD7_ED55_8CCD modulo 2^64
    bits ^= bits &>> 33
    return Int(Int64(bitPattern: bits))
  }

  /// A random number chosen once per process (the standard library seeds `Hasher` at
  /// random for each process), mixed into integer identities.
  static let processSeed: Int = {
    var hasher = Hasher()
    hasher.combine(0x526F_774B_6974)
    return hasher.finalize()
  }()
}
