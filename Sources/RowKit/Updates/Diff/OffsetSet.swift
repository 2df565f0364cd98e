/// A fixed-size set of offsets `0..<count`, one bit each: a diff's flags per element
/// (content changed, kept in place) in count / 8 bytes.
@usableFromInline
struct OffsetSet {
  @usableFromInline var words: [UInt64]

  /// An empty set of offsets below `count`.
  @inlinable
  init(count: Int) {
    words = [UInt64](repeating: 0, count: (count + 63) >> 6)
  }

  /// Adds `offset`, which must be below the count the set was made with.
  @inlinable
  mutating func insert(_ offset: Int) {
    words[offset >> 6] |= 1 << UInt64(offset & 63)
  }

  /// Whether `offset` is in the set.
  @inlinable
  func contains(_ offset: Int) -> Bool {
    words[offset >> 6] & (1 << UInt64(offset & 63)) != 0
  }
}
