/// A copy of some texts' UTF-8 bytes, one after another in chunks of 256 KiB, made
/// while a search finds them: how ``TextMatches`` keeps its matched texts so that a
/// narrower query re-reads them as one stream instead of one cache miss per text in
/// the collection searched.
///
/// A chunk's room is reserved when the chunk starts and never grows, so no byte is
/// copied twice; a text that does not fit in the room left starts the next chunk (a
/// text longer than a chunk has one of its own). The copy gives up, and keeps nothing,
/// once it would hold more than the limit its caller gives with each text.
struct CopiedTexts: Sendable {
  /// The chunks filled, each with the number of texts in it.
  private var chunks: [(bytes: [UInt8], ends: [UInt32])] = []
  /// The chunk being filled.
  private var bytes: [UInt8] = []
  /// Where each text of the chunk being filled ends in it.
  private var ends: [UInt32] = []
  /// The bytes copied, in every chunk.
  private(set) var byteCount = 0
  /// The texts copied.
  private(set) var count = 0
  /// Whether the copy passed its limit and holds nothing.
  private(set) var gaveUp = false

  /// The room of a chunk, in bytes.
  static let chunkBytes = 1 << 18

  /// An empty copy.
  init() {}

  /// Adds a text after the others, or gives up when the copy would then hold more
  /// than `limit` bytes.
  @inline(__always)
  mutating func append(_ text: UnsafeBufferPointer<UInt8>, limit: Int) {
    guard !gaveUp else { return }
    byteCount &+= text.count
    guard byteCount <= limit else {
      giveUp()
      return
    }
    if bytes.count &+ text.count > bytes.capacity { startChunk(for: text.count) }
    bytes.append(contentsOf: text)
    ends.append(UInt32(truncatingIfNeeded: bytes.count))
    count &+= 1
  }

  /// Drops every text copied: the copy passed its limit.
  mutating func giveUp() {
    gaveUp = true
    chunks = []
    bytes = []
    ends = []
    count = 0
  }

  /// Keeps the chunk being filled and starts another with room for `needed` bytes at
  /// least.
  private mutating func startChunk(for needed: Int) {
    if !ends.isEmpty { chunks.append((bytes, ends)) }
    bytes = []
    bytes.reserveCapacity(Swift.max(Self.chunkBytes, needed))
    ends = []
    ends.reserveCapacity(Self.chunkBytes / 16)
  }

  /// Calls `body` with the position (from 0) and the bytes of each text copied, in
  /// the order they were added, each valid only during its call.
  func forEachText(_ body: (Int, UnsafeBufferPointer<UInt8>) -> Void) {
    guard !gaveUp else { return }
    var position = 0
    for chunk in chunks {
      Self.forEachText(in: chunk.bytes, ends: chunk.ends, from: &position, body)
    }
    Self.forEachText(in: bytes, ends: ends, from: &position, body)
  }

  private static func forEachText(
    in bytes: [UInt8], ends: [UInt32], from position: inout Int,
    _ body: (Int, UnsafeBufferPointer<UInt8>) -> Void
  ) {
    bytes.withUnsafeBufferPointer { all in
      var start = 0
      for end in ends {
        let end = Int(end)
        body(position, UnsafeBufferPointer(rebasing: all[start..<end]))
        position &+= 1
        start = end
      }
    }
  }
}
