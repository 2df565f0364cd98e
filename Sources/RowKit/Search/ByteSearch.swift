/// Byte searches over UTF-8, sixteen bytes at a time with the standard library's SIMD
/// types (one compare instruction per block on x86-64 and ARM).
///
/// A searched byte comes with an OR mask: a byte `b` of the text matches `value` when
/// `b | mask == value`. The mask is 0x20 for a lower-case ASCII letter when case is
/// ignored (`A` | 0x20 is `a`, and only `A` and `a` give `a`), else 0.
enum ByteSearch {
  typealias Block = SIMD16<UInt8>

  /// Sixteen bytes from `base + index`.
  @inline(__always)
  static func block(_ base: UnsafePointer<UInt8>, _ index: Int) -> Block {
    UnsafeRawPointer(base + index).loadUnaligned(as: Block.self)
  }

  /// One bit per true lane of `mask`.
  @inline(__always)
  static func bits(of mask: SIMDMask<SIMD16<Int8>>) -> UInt32 {
    // A true lane is all ones: the two halves as 64-bit words say at once whether any
    // lane is true, and gather one bit per byte only then.
    let words = unsafeBitCast(mask, to: SIMD2<UInt64>.self)
    guard words[0] | words[1] != 0 else { return 0 }
    return gather(words[0]) | gather(words[1]) << 8
  }

  /// The high bits of a word's eight bytes, as eight bits.
  @inline(__always)
  private static func gather(_ word: UInt64) -> UInt32 {
    UInt32(truncatingIfNeeded: ((word & 0x8080_8080_8080_8080) &* 0x0002_0408_1020_4081) &>> 56)
  }

  /// The mask that folds `byte`'s case: 0x20 when `folds` and `byte` is `a`–`z`.
  @inline(__always)
  static func foldMask(_ byte: UInt8, folds: Bool) -> UInt8 {
    folds && byte &- UInt8(ascii: "a") < 26 ? 0x20 : 0
  }

  /// The first index at or after `start` whose byte matches `value` under `mask`.
  @inline(__always)
  static func first(
    _ value: UInt8, mask: UInt8, in text: UnsafeBufferPointer<UInt8>, from start: Int
  ) -> Int? {
    ByteFinder(value, mask: mask).first(in: text, from: start)
  }

  /// The last index in `start..<end` whose byte matches `value` under `mask`.
  @inline(__always)
  static func last(
    _ value: UInt8, mask: UInt8, in text: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int
  ) -> Int? {
    ByteFinder(value, mask: mask).last(in: text, from: start, to: end)
  }

  /// The first index at or after `start` where `pattern` occurs, each byte under its
  /// mask in `masks`.
  @inline(__always)
  static func first(
    pattern: UnsafeBufferPointer<UInt8>, masks: UnsafeBufferPointer<UInt8>,
    in text: UnsafeBufferPointer<UInt8>, from start: Int
  ) -> Int? {
    SubstringFinder(pattern: pattern, masks: masks).first(in: text, from: start)
  }

  /// Whether any byte in `range` of `text` is 0x80 or above (not ASCII).
  static func containsNonASCII(_ text: UnsafeBufferPointer<UInt8>, in range: Range<Int>) -> Bool {
    guard let base = text.baseAddress else { return false }
    var index = range.lowerBound
    var blocks = Block(repeating: 0)
    while index &+ 16 <= range.upperBound {
      blocks |= block(base, index)
      index &+= 16
    }
    var bytes: UInt8 = 0
    while index < range.upperBound {
      bytes |= base[index]
      index &+= 1
    }
    let words = unsafeBitCast(blocks, to: SIMD2<UInt64>.self)
    return (words[0] | words[1]) & 0x8080_8080_8080_8080 != 0 || bytes >= 0x80
  }
}

/// One byte to find, under its mask, prepared for a search of many texts: its value
/// spread over a block once, not once per text.
struct ByteFinder {
  let value: UInt8
  let mask: UInt8
  let target: ByteSearch.Block
  let spread: ByteSearch.Block

  init(_ value: UInt8, mask: UInt8) {
    self.value = value
    self.mask = mask
    target = ByteSearch.Block(repeating: value)
    spread = ByteSearch.Block(repeating: mask)
  }

  /// One bit per byte of `block` that matches (bit `k` for byte `k`).
  @inline(__always)
  func matches(_ block: ByteSearch.Block) -> UInt32 {
    ByteSearch.bits(of: (block | spread) .== target)
  }

  /// The first index at or after `start` whose byte matches.
  @inline(__always)
  func first(in text: UnsafeBufferPointer<UInt8>, from start: Int) -> Int? {
    guard let base = text.baseAddress, start < text.count else { return nil }
    let count = text.count
    var index = max(start, 0)
    if count &- index >= 16 {
      while index &+ 16 <= count {
        let found = matches(ByteSearch.block(base, index))
        if found != 0 { return index &+ found.trailingZeroBitCount }
        index &+= 16
      }
      guard index < count else { return nil }
      // The last bytes: one block ending at the text's end, without those seen.
      let last = count &- 16
      let found = matches(ByteSearch.block(base, last)) &>> UInt32(index &- last)
      return found != 0 ? index &+ found.trailingZeroBitCount : nil
    }
    while index < count {
      if base[index] | mask == value { return index }
      index &+= 1
    }
    return nil
  }

  /// The last index in `start..<end` whose byte matches.
  @inline(__always)
  func last(in text: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) -> Int? {
    guard let base = text.baseAddress else { return nil }
    let start = max(start, 0)
    var index = min(end, text.count)
    if index &- start >= 16 {
      while index &- 16 >= start {
        let found = matches(ByteSearch.block(base, index &- 16))
        if found != 0 { return index &+ 15 &- found.leadingZeroBitCount }
        index &-= 16
      }
      guard index > start else { return nil }
      // The first bytes: one block starting at `start`, without those seen.
      let seen = start &+ 16 &- index
      let found = matches(ByteSearch.block(base, start)) & (0xFFFF &>> UInt32(seen))
      return found != 0 ? start &+ 31 &- found.leadingZeroBitCount : nil
    }
    while index > start {
      index &-= 1
      if base[index] | mask == value { return index }
    }
    return nil
  }
}

/// A run of bytes to find, each under its mask, prepared for a search of many texts.
///
/// Candidates are the places where the pattern's first and last bytes match, sixteen
/// at a time (the first and last bytes of a word are less often both there than its
/// first two: a text that holds `view` rarely has `m` four bytes after a `v`, so
/// narrowing `view` to `viewm` finds few candidates); each is then compared in full.
/// The pattern's buffers must stay valid while the finder is used.
struct SubstringFinder {
  let pattern: UnsafeBufferPointer<UInt8>
  let masks: UnsafeBufferPointer<UInt8>
  let firstByte: ByteFinder
  let lastByte: ByteFinder

  init(pattern: UnsafeBufferPointer<UInt8>, masks: UnsafeBufferPointer<UInt8>) {
    self.pattern = pattern
    self.masks = masks
    firstByte = ByteFinder(pattern.first ?? 0, mask: masks.first ?? 0)
    lastByte = ByteFinder(pattern.last ?? 0, mask: masks.last ?? 0)
  }

  /// The first index at or after `start` where the pattern occurs.
  @inline(__always)
  func first(in text: UnsafeBufferPointer<UInt8>, from start: Int) -> Int? {
    let length = pattern.count
    guard length > 1 else {
      guard length == 1 else { return start <= text.count ? start : nil }
      return firstByte.first(in: text, from: start)
    }
    guard let base = text.baseAddress, text.count >= length, start <= text.count &- length
    else { return nil }
    let count = text.count
    let lastStart = count &- length
    let lastOffset = length &- 1
    var index = max(start, 0)
    if count >= length &+ 15 {
      // Candidates at `block...block + 15`: first bytes there, last bytes after.
      @inline(__always)
      func candidates(at block: Int) -> UInt32 {
        let first = (ByteSearch.block(base, block) | firstByte.spread) .== firstByte.target
        let last =
          (ByteSearch.block(base, block &+ lastOffset) | lastByte.spread) .== lastByte.target
        return ByteSearch.bits(of: first .& last)
      }
      while index &+ 15 <= lastStart {
        var found = candidates(at: index)
        while found != 0 {
          let position = index &+ found.trailingZeroBitCount
          if middle(equal: base, at: position) { return position }
          found &= found &- 1
        }
        index &+= 16
      }
      guard index <= lastStart else { return nil }
      // The last candidates: one block ending at the last start, without those seen
      // (or the first block, when the text is shorter than that).
      let block = max(lastStart &- 15, 0)
      var found = candidates(at: block) &>> UInt32(index &- block)
      found &= 0xFFFF &>> UInt32(15 &- (lastStart &- index))
      while found != 0 {
        let position = index &+ found.trailingZeroBitCount
        if middle(equal: base, at: position) { return position }
        found &= found &- 1
      }
      return nil
    }
    let first = firstByte.value
    let last = lastByte.value
    while index <= lastStart {
      if base[index] | firstByte.mask == first,
        base[index &+ lastOffset] | lastByte.mask == last,
        middle(equal: base, at: index)
      {
        return index
      }
      index &+= 1
    }
    return nil
  }

  /// Whether the pattern's bytes between its first and last match the text at
  /// `position`.
  @inline(__always)
  private func middle(equal base: UnsafePointer<UInt8>, at position: Int) -> Bool {
    var index = 1
    let end = pattern.count &- 1
    while index < end {
      if base[position &+ index] | masks[index] != pattern[index] { return false }
      index &+= 1
    }
    return true
  }
}
