/// Finds a row's slot from its id: an open-addressing table of 32-bit entries.
///
/// A bucket holds `slot + 1` (0 is empty) in its low ``slotBits`` bits and, in the bits
/// above, a tag: the top bits of the id's 32-bit hash. Entries are placed by linear
/// probing from the bucket that the hash's low bits pick. A probe whose tag differs is
/// passed over without reading the row, so that at a million rows, where each row read
/// is a miss of every cache, a lookup reads one row (the one it finds) and a lookup of
/// a new id (the duplicate check of an insert) usually reads none. The table keeps no
/// ids: the ``RowTree`` keeps each slot's hash and the row itself. Deleting shifts the
/// following entries back instead of leaving tombstones, so probe lengths never grow
/// with churn.
///
/// The slot bits are as few as the largest slot filed needs (at least 8), so a table of
/// a million rows keeps 12 bits of tag; filing a slot that needs more widens them,
/// rewriting every entry's tag in place (each time the slots double, so O(1) amortised).
///
/// The table grows to twice its size when it would be more than three quarters full,
/// so it costs between 5.3 and 10.7 bytes a row.
struct IdentityIndex: Sendable {
  private(set) var buckets: [UInt32]
  private(set) var count = 0
  /// How many low bits of an entry hold `slot + 1`; the rest hold the tag.
  private(set) var slotBits = IdentityIndex.fewestSlotBits

  /// The fewest slot bits an index keeps.
  static let fewestSlotBits = 8

  /// An empty table with room for `capacity` entries before it grows.
  init(capacity: Int = 0) {
    var size = 8
    while size * 3 < max(0, capacity) * 4 { size *= 2 }
    buckets = [UInt32](repeating: 0, count: size)
  }

  private var mask: Int { buckets.count - 1 }

  /// The mask of an entry's slot bits.
  private var slotMask: UInt32 { slotBits >= 32 ? UInt32.max : (1 << UInt32(slotBits)) - 1 }

  /// The tag of a hash: its bits above the slot bits.
  @inline(__always)
  private func tag(_ hash: UInt32) -> UInt32 { hash >> UInt32(slotBits) }

  /// The entry filing `slot` under `hash`.
  @inline(__always)
  private func entry(_ slot: UInt32, hash: UInt32) -> UInt32 {
    tag(hash) << UInt32(slotBits) | (slot + 1)
  }

  /// The slot an entry files.
  @inline(__always)
  private func slot(of entry: UInt32) -> UInt32 { (entry & slotMask) - 1 }

  /// The slot whose entry `isMatch` accepts among those filed under `hash`; only slots
  /// filed with the same tag are asked.
  ///
  /// - Complexity: O(1) expected.
  @inline(__always)
  func find(hash: UInt32, where isMatch: (UInt32) -> Bool) -> UInt32? {
    let slotBits = UInt32(self.slotBits)
    let slotMask = self.slotMask
    let tag = hash >> slotBits
    var bucket = Int(hash) & mask
    while true {
      let entry = buckets[bucket]
      if entry == 0 { return nil }
      if entry >> slotBits == tag, isMatch((entry & slotMask) - 1) {
        return (entry & slotMask) - 1
      }
      bucket = (bucket + 1) & mask
    }
  }

  /// Files a slot under `hash`; `hashes[slot]` must give the hash of every slot filed,
  /// for when the table grows.
  mutating func insert(_ slot: UInt32, hash: UInt32, hashes: [UInt32]) {
    if slot >= slotMask { widen(toHold: slot, hashes: hashes) }
    if (count + 1) * 4 > buckets.count * 3 { grow(hashes: hashes) }
    place(slot, hash: hash)
    count += 1
  }

  /// Removes a slot filed under `hash`, shifting later entries of its probe run back.
  mutating func remove(_ slot: UInt32, hash: UInt32, hashes: [UInt32]) {
    var hole = Int(hash) & mask
    let slotMask = self.slotMask
    while buckets[hole] & slotMask != slot + 1 {
      precondition(buckets[hole] != 0, "IdentityIndex: removing a slot it does not hold")
      hole = (hole + 1) & mask
    }
    var next = hole
    while true {
      next = (next + 1) & mask
      let entry = buckets[next]
      if entry == 0 { break }
      let home = Int(hashes[Int((entry & slotMask) - 1)]) & mask
      // The entry may move back into the hole unless its home lies cyclically in
      // (hole, next].
      let stays = hole <= next ? (home > hole && home <= next) : (home > hole || home <= next)
      if !stays {
        buckets[hole] = entry
        hole = next
      }
    }
    buckets[hole] = 0
    count -= 1
  }

  /// Files slots `0..<hashes.count` in an empty table, slot `s` under `hashes[s]`, and
  /// returns the first slot that `isSame` finds equal to an earlier slot with the same
  /// hash, or `nil`; `isSame(earlier, later)` is asked only of slots with equal hashes.
  ///
  /// The slots are first grouped by the top 11 bits of their home bucket (one stable
  /// counting-sort pass), so each group's inserts land in one small stretch of the
  /// table: at a million rows the table is larger than the cache, and filling it group
  /// by group turns a cache miss per row into a few per stretch. While filling, each
  /// bucket's hash is kept beside it, so a probe compares hashes without reading the
  /// rows.
  ///
  /// - Complexity: O(n), with transient arrays of n 8-byte pairs and of a hash per
  ///   bucket.
  mutating func fill(hashes: [UInt32], isSame: (UInt32, UInt32) -> Bool) -> UInt32? {
    precondition(count == 0, "IdentityIndex.fill needs an empty table")
    if hashes.count > 0 { widen(toHold: UInt32(hashes.count - 1), hashes: []) }
    while hashes.count * 4 > buckets.count * 3 {
      buckets = [UInt32](repeating: 0, count: buckets.count * 2)
    }
    let mask = self.mask
    let groupShift = max(0, mask.nonzeroBitCount - 11)
    // starts[g + 1] counts group g; then starts[g] is where group g begins.
    var starts = [Int](repeating: 0, count: (mask >> groupShift) + 2)
    for hash in hashes { starts[(Int(hash) & mask) >> groupShift + 1] += 1 }
    for group in 1..<starts.count { starts[group] += starts[group - 1] }
    // A pair is the hash in the high half and the slot in the low half.
    var pairs = [UInt64](repeating: 0, count: hashes.count)
    for (slot, hash) in hashes.enumerated() {
      let group = (Int(hash) & mask) >> groupShift
      pairs[starts[group]] = UInt64(hash) << 32 | UInt64(slot)
      starts[group] += 1
    }
    var bucketHashes = [UInt32](repeating: 0, count: buckets.count)
    var repeated: UInt32?
    for pair in pairs {
      let hash = UInt32(truncatingIfNeeded: pair >> 32)
      let slot = UInt32(truncatingIfNeeded: pair)
      var bucket = Int(hash) & mask
      while buckets[bucket] != 0 {
        // Slots of one group come in slot order, so the one filed is the earlier.
        if bucketHashes[bucket] == hash && isSame(self.slot(of: buckets[bucket]), slot) {
          repeated = min(repeated ?? slot, slot)
        }
        bucket = (bucket + 1) & mask
      }
      buckets[bucket] = entry(slot, hash: hash)
      bucketHashes[bucket] = hash
    }
    count = hashes.count
    return repeated
  }

  private mutating func place(_ slot: UInt32, hash: UInt32) {
    var bucket = Int(hash) & mask
    while buckets[bucket] != 0 { bucket = (bucket + 1) & mask }
    buckets[bucket] = entry(slot, hash: hash)
  }

  private mutating func grow(hashes: [UInt32]) {
    let old = buckets
    let oldMask = slotMask
    buckets = [UInt32](repeating: 0, count: old.count * 2)
    for entry in old where entry != 0 {
      let slot = (entry & oldMask) - 1
      place(slot, hash: hashes[Int(slot)])
    }
  }

  /// Takes enough slot bits to file `slot`, rewriting each entry's tag from `hashes`;
  /// entries stay in their buckets (the bucket comes from the hash's low bits).
  private mutating func widen(toHold slot: UInt32, hashes: [UInt32]) {
    let oldMask = slotMask
    var bits = slotBits
    while bits < 32 && UInt64(slot) + 1 > UInt64(1) << UInt64(bits) - 1 { bits += 1 }
    guard bits != slotBits else { return }
    slotBits = bits
    for bucket in buckets.indices where buckets[bucket] != 0 {
      let filed = (buckets[bucket] & oldMask) - 1
      buckets[bucket] = entry(filed, hash: hashes[Int(filed)])
    }
  }

  /// Every way the table breaks its invariants, given each slot's hash: each entry's
  /// slot filed once, with its hash's tag, reachable from its home bucket without an
  /// empty bucket between; the count right.
  ///
  /// - Complexity: O(buckets).
  func invariantViolations(hashes: [UInt32]) -> [String] {
    var problems: [String] = []
    var filed = 0
    var seen = Set<UInt32>()
    for bucket in buckets.indices where buckets[bucket] != 0 {
      filed += 1
      let slot = self.slot(of: buckets[bucket])
      guard Int(slot) < hashes.count else {
        problems.append("bucket \(bucket) files slot \(slot), past the slots")
        continue
      }
      if !seen.insert(slot).inserted { problems.append("slot \(slot) filed twice") }
      let hash = hashes[Int(slot)]
      if buckets[bucket] >> UInt32(slotBits) != tag(hash) {
        problems.append("bucket \(bucket): slot \(slot) has the wrong tag")
      }
      var probe = Int(hash) & mask
      while probe != bucket && buckets[probe] != 0 { probe = (probe + 1) & mask }
      if probe != bucket { problems.append("slot \(slot) not reachable from its home") }
    }
    if filed != count { problems.append("\(filed) entries, count \(count)") }
    return problems
  }
}
