import Foundation
import RowKit

/// The lines read so far: all their bytes in one buffer, separators included, and
/// where each line ends — no `String` per line.
///
/// A line is every byte up to its separator (a line feed, or NUL with `--read0`),
/// kept exactly: a carriage return, a tab or bytes that are not UTF-8 stay as they
/// came and are written back the same. The last line needs no separator. The store
/// costs the input's bytes plus 4 per line; it grows by `realloc`, which moves large
/// blocks by remapping their pages rather than copying them, so reading never holds
/// two copies of the input.
///
/// It lends its lines to RowKit's search as a ``RowKit/SearchableTexts``, and will back
/// the interactive list's rows: a line is found by its number in O(1).
final class LineStore: SearchableTexts {
  /// The bounds on what the store takes.
  struct Limits: Hashable, Sendable {
    /// The longest line, in bytes (its separator not counted).
    var maximumLineBytes: Int
    /// The most lines.
    var maximumLines: Int
  }

  /// Why a line could not be stored.
  enum Failure: Error, Hashable, Sendable {
    /// Line `line` (counting from 1) is longer than the limit.
    case lineTooLong(line: Int, limit: Int)
    /// More lines than the limit.
    case tooManyLines(limit: Int)
    /// More bytes than line offsets of 32 bits reach.
    case tooLarge(limit: Int)
    /// The system gave no memory.
    case outOfMemory
  }

  /// The most bytes a store holds: what its 32-bit line ends reach.
  static let largestByteCount = Int(UInt32.max)

  /// The byte that ends a line.
  let separator: UInt8
  /// The bounds on what the store takes.
  let limits: Limits
  /// The number of complete lines.
  private(set) var count = 0

  private var bytes: UnsafeMutablePointer<UInt8>?
  private var byteCount = 0
  private var byteCapacity = 0
  /// Per line, the offset just past its last byte: its separator, or the end of the
  /// input for a last line without one.
  private var ends: UnsafeMutablePointer<UInt32>?
  private var endCapacity = 0
  /// Where the line being read starts: just after the last separator.
  private var pendingStart = 0

  init(separator: UInt8, limits: Limits) {
    self.separator = separator
    self.limits = limits
  }

  deinit {
    free(bytes)
    free(ends)
  }

  /// Makes room for `extra` more bytes without growing again (for a file whose size
  /// is known).
  func reserve(_ extra: Int) throws(Failure) {
    try growBytes(to: byteCount + min(extra, Self.largestByteCount - byteCount))
  }

  /// Adds bytes read: the lines they complete become lines of the store; bytes after
  /// the last separator wait for the rest of their line.
  ///
  /// - Throws: a ``Failure`` when a line is too long, there are too many lines or
  ///   bytes, or memory runs out; the lines before stay.
  func append(_ chunk: UnsafeRawBufferPointer) throws(Failure) {
    guard let source = chunk.baseAddress, !chunk.isEmpty else { return }
    guard chunk.count <= Self.largestByteCount - byteCount else {
      throw .tooLarge(limit: Self.largestByteCount)
    }
    if byteCount + chunk.count > byteCapacity {
      let doubled = min(max(byteCapacity * 2, 1 << 16), Self.largestByteCount)
      try growBytes(to: max(byteCount + chunk.count, doubled))
    }
    guard let bytes else { throw .outOfMemory }
    memcpy(bytes + byteCount, source, chunk.count)
    var position = byteCount
    let end = byteCount + chunk.count
    byteCount = end
    while position < end, let hit = memchr(bytes + position, Int32(separator), end - position) {
      let offset = hit.assumingMemoryBound(to: UInt8.self) - bytes
      try addLine(endingAt: offset)
      pendingStart = offset + 1
      position = offset + 1
    }
    if byteCount - pendingStart > limits.maximumLineBytes {
      throw .lineTooLong(line: count + 1, limit: limits.maximumLineBytes)
    }
  }

  /// Ends the input: bytes after the last separator are the last line.
  func finish() throws(Failure) {
    if pendingStart < byteCount {
      try addLine(endingAt: byteCount)
      pendingStart = byteCount
    }
  }

  /// The bytes of line `index` (from 0), without its separator; valid until the store
  /// changes.
  func line(_ index: Int) -> UnsafeBufferPointer<UInt8> {
    guard let bytes, let ends, index >= 0, index < count else {
      return UnsafeBufferPointer(start: nil, count: 0)
    }
    let start = index == 0 ? 0 : Int(ends[index - 1]) + 1
    return UnsafeBufferPointer(start: bytes + start, count: Int(ends[index]) - start)
  }

  /// Lends line `index`.
  func withText(at index: Int, _ body: (UnsafeBufferPointer<UInt8>) -> Void) {
    body(line(index))
  }

  /// Lends the lines in `range`, in one pass over the line ends.
  func forEachText(in range: Range<Int>, _ body: (Int, UnsafeBufferPointer<UInt8>) -> Void) {
    guard let bytes, let ends else { return }
    let range = range.clamped(to: 0..<count)
    var start = range.lowerBound == 0 ? 0 : Int(ends[range.lowerBound - 1]) + 1
    for index in range {
      let end = Int(ends[index])
      body(index, UnsafeBufferPointer(start: bytes + start, count: end - start))
      start = end + 1
    }
  }

  /// Lends the lines in `numbers`, reading sixteen ahead (their first and last bytes)
  /// so that their cache misses overlap instead of coming one after another.
  func forEachText(at numbers: [Int], _ body: (Int, UnsafeBufferPointer<UInt8>) -> Void) {
    guard bytes != nil else { return }
    var touched: UInt8 = 0
    for (position, number) in numbers.enumerated() {
      if position & 15 == 0 {
        for ahead in numbers[position..<min(position + 16, numbers.count)] {
          let text = line(ahead)
          if let first = text.first, let last = text.last { touched |= first | last }
        }
      }
      // Uses what was read, so that the reads stay (a line number is never negative).
      if touched == 0xFF && number < 0 { continue }
      body(number, line(number))
    }
  }

  private func addLine(endingAt offset: Int) throws(Failure) {
    guard offset - pendingStart <= limits.maximumLineBytes else {
      throw .lineTooLong(line: count + 1, limit: limits.maximumLineBytes)
    }
    guard count < limits.maximumLines else { throw .tooManyLines(limit: limits.maximumLines) }
    if count == endCapacity {
      let capacity = max(endCapacity * 2, 1 << 12)
      guard let grown = realloc(ends, capacity * MemoryLayout<UInt32>.stride) else {
        throw .outOfMemory
      }
      ends = grown.assumingMemoryBound(to: UInt32.self)
      endCapacity = capacity
    }
    ends?[count] = UInt32(truncatingIfNeeded: offset)
    count += 1
  }

  private func growBytes(to capacity: Int) throws(Failure) {
    guard capacity > byteCapacity else { return }
    guard let grown = realloc(bytes, capacity) else { throw .outOfMemory }
    bytes = grown.assumingMemoryBound(to: UInt8.self)
    byteCapacity = capacity
  }
}
