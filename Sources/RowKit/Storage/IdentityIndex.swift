/// Finds a row's slot from its id: an open-addressing table of 32-bit slots.
///
/// Buckets hold `slot + 1` (0 is empty), placed by linear probing from the bucket that
/// the id's 32-bit hash picks. The table keeps no hashes or ids of its own: the
/// ``RowTree`` keeps each slot's hash (so a probe compares hashes before ids) and the
/// row itself. Deleting shifts the following entries back instead of leaving
/// tombstones, so probe lengths never grow with churn.
///
/// The table grows to twice its size when it would be more than three quarters full,
/// so it costs between 5.3 and 10.7 bytes a row.
struct IdentityIndex: Sendable {
  private(set) var buckets: [UInt32]
  private(set) var count = 0

  /// An empty table with room for `capacity` entries before it grows.
  init(capacity: Int = 0) {
    var size = 8
    while size * 3 < max(0, capacity) * 4 { size *= 2 }
    buckets = [UInt32](repeating: 0, count: size)
  }

  private var mask: Int { buckets.count - 1 }

  /// The slot whose entry `isMatch` accepts among those filed under `hash`.
  ///
  /// - Complexity: O(1) expected.
  @inline(__always)
  func find(hash: UInt32, where isMatch: (UInt32) -> Bool) -> UInt32? {
    var bucket = Int(hash) & mask
    while true {
      let entry = buckets[bucket]
      if entry == 0 { return nil }
      if isMatch(entry - 1) { return entry - 1 }
      bucket = (bucket + 1) & mask
    }
  }

  /// Files a slot under `hash`; `hashes[slot]` must give the hash of every slot filed,
  /// for when the table grows.
  mutating func insert(_ slot: UInt32, hash: UInt32, hashes: [UInt32]) {
    if (count + 1) * 4 > buckets.count * 3 { grow(hashes: hashes) }
    place(slot, hash: hash)
    count += 1
  }

  /// Removes a slot filed under `hash`, shifting later entries of its probe run back.
  mutating func remove(_ slot: UInt32, hash: UInt32, hashes: [UInt32]) {
    var hole = Int(hash) & mask
    while buckets[hole] != slot + 1 {
      precondition(buckets[hole] != 0, "IdentityIndex: removing a slot it does not hold")
      hole = (hole + 1) & mask
    }
    var next = hole
    while true {
      next = (next + 1) & mask
      let entry = buckets[next]
      if entry == 0 { break }
      let home = Int(hashes[Int(entry - 1)]) & mask
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
        if bucketHashes[bucket] == hash && isSame(buckets[bucket] - 1, slot) {
          repeated = min(repeated ?? slot, slot)
        }
        bucket = (bucket + 1) & mask
      }
      buckets[bucket] = slot + 1
      bucketHashes[bucket] = hash
    }
    count = hashes.count
    return repeated
  }

  private mutating func place(_ slot: UInt32, hash: UInt32) {
    var bucket = Int(hash) & mask
    while buckets[bucket] != 0 { bucket = (bucket + 1) & mask }
    buckets[bucket] = slot + 1
  }

  private mutating func grow(hashes: [UInt32]) {
    let old = buckets
    buckets = [UInt32](repeating: 0, count: old.count * 2)
    for entry in old where entry != 0 {
      place(entry - 1, hash: hashes[Int(entry - 1)])
    }
  }
}
