/// A compact open-addressing hash table of 32-bit offsets, keyed by ids it does not
/// store: the index a ``Diff`` matches ids through.
///
/// Each slot is one `UInt64`: the id's 32-bit hash in the high half and a non-zero
/// payload in the low half (0 is an empty slot). The table never holds an id; a
/// caller compares the ids behind a slot whose hash matches (the payload tells it
/// where to find that id). Slots are probed linearly from `hash & mask`; the table
/// starts at most half full and doubles when it passes three quarters.
///
/// Compared with `[ID: Int32]` this keeps 8 bytes a slot whatever the id's size,
/// hashes each id once (the caller passes the hash, and growing rehashes from the
/// stored halves), and compares ids only behind equal 32-bit hashes.
///
/// The slots are one allocation, so reading and writing them needs neither a
/// uniqueness check nor a bounds check (every slot index is masked); the owner
/// calls ``deallocate()`` when done, exactly once.
@usableFromInline
struct OffsetTable {
  /// The slots; `mask + 1` of them, a power of two.
  @usableFromInline var slots: UnsafeMutablePointer<UInt64>
  /// The number of slots less one.
  @usableFromInline var mask: Int
  /// The number of filled slots.
  @usableFromInline var count = 0

  /// An empty table for at least `capacity` entries, at most half full.
  @inlinable
  init(capacity: Int) {
    var size = 16
    while size < capacity * 2 { size *= 2 }
    slots = .allocate(capacity: size)
    slots.initialize(repeating: 0, count: size)
    mask = size - 1
  }

  /// Frees the slots; the table must not be used again.
  @inlinable
  func deallocate() { slots.deallocate() }

  /// The entry with hash `hash` whose payload `matches` accepts, as its payload, or
  /// 0 with the empty slot where such an entry would go.
  ///
  /// `matches` is called only for entries with the same 32-bit hash.
  @inlinable @inline(__always)
  func find(_ hash: UInt32, where matches: (UInt32) -> Bool) -> (payload: UInt32, slot: Int) {
    var slot = Int(hash) & mask
    while true {
      let entry = slots[slot]
      if entry == 0 { return (0, slot) }
      if UInt32(truncatingIfNeeded: entry &>> 32) == hash {
        let payload = UInt32(truncatingIfNeeded: entry)
        if matches(payload) { return (payload, slot) }
      }
      slot = (slot &+ 1) & mask
    }
  }

  /// Fills the empty `slot` that ``find(_:where:)`` returned for `hash` with a
  /// non-zero `payload`.
  @inlinable @inline(__always)
  mutating func insert(_ payload: UInt32, hash: UInt32, at slot: Int) {
    slots[slot] = UInt64(hash) &<< 32 | UInt64(payload)
    count &+= 1
    if count &* 4 > (mask &+ 1) &* 3 { grow() }
  }

  /// Doubles the slots, placing each entry again from its stored hash.
  @usableFromInline
  mutating func grow() {
    let old = slots
    let oldSize = mask + 1
    slots = .allocate(capacity: oldSize * 2)
    slots.initialize(repeating: 0, count: oldSize * 2)
    mask = oldSize * 2 - 1
    for entry in UnsafeBufferPointer(start: old, count: oldSize) where entry != 0 {
      var slot = Int(truncatingIfNeeded: entry &>> 32) & mask
      while slots[slot] != 0 { slot = (slot &+ 1) & mask }
      slots[slot] = entry
    }
    old.deallocate()
  }

  /// The 32 bits of a hash value the table keys by.
  @inlinable @inline(__always)
  static func hash(_ value: Int) -> UInt32 {
    UInt32(truncatingIfNeeded: value ^ (value &>> 32))
  }
}
