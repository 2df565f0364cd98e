import Foundation
import RowKit
import RowKitSampleSupport

/// A log file read through a line index built as the file is read: every 32nd line's
/// byte offset, so ten million lines take 2.5 MB of index and no line is held as a
/// `String`. Lines are read back by number with `pread`, through one 64 KB window of
/// the file; reading lines in order (a filter, a screenful) moves through the window
/// without going back to the index.
///
/// The index grows in steps (``index(bytes:)``), so a large file shows its first lines
/// before it is read to the end; ``count`` is the lines indexed so far. A file that
/// grows (``--follow``) is read on from where the index stopped.
final class LogFile {
  /// Lines per offset kept in the index.
  static let stride = 32
  /// The most bytes of a line made into its text; the rest is cut (the line still
  /// counts as one).
  static let maximumLineBytes = 2_048

  let path: String
  private let descriptor: Int32
  /// The complete lines indexed (plus a last line without a line feed once the file
  /// was read to its end without following it).
  private(set) var count = 0
  /// The offset of every `stride`-th line.
  private var checkpoints: [UInt64] = [0]
  /// The bytes read by the index: every line before this offset is counted, except a
  /// line not yet ended.
  private var scanned: UInt64 = 0
  /// The offset just past the last counted line.
  private var indexedEnd: UInt64 = 0
  /// Whether a last line without its line feed is counted (the file was read to its
  /// end, and is not followed).
  private var countsUnendedLine = false
  private var readBuffer = [UInt8](repeating: 0, count: 1 << 20)
  /// A window of the file for reading lines back.
  private var window = [UInt8](repeating: 0, count: 1 << 16)
  /// How many bytes of ``window`` hold the file from ``windowStart``.
  private var windowCount = 0
  private var windowStart: UInt64 = 0
  /// The last line read, and where the next one starts: reading in order skips the
  /// index.
  private var lastLine = -1
  private var nextStart: UInt64 = 0

  /// Opens a file for reading.
  init(path: String) throws(SampleError) {
    self.path = path
    descriptor = open(path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else {
      throw .data("cannot open \(Sanitizer.quoted(path)): \(String(cString: strerror(errno)))")
    }
    var info = stat()
    guard fstat(descriptor, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else {
      close(descriptor)
      throw .data("\(Sanitizer.quoted(path)) is not a regular file")
    }
  }

  deinit { close(descriptor) }

  /// The file's size now.
  var size: UInt64 {
    var info = stat()
    guard fstat(descriptor, &info) == 0 else { return scanned }
    return UInt64(max(0, info.st_size))
  }

  /// Whether the index has read every byte the file has now.
  var isRead: Bool { scanned >= size }

  /// Reads up to `bytes` more of the file into the index; returns the lines it added.
  /// With `endingUnendedLine`, a last line without a line feed counts once the file is
  /// read to its end.
  @discardableResult
  func index(bytes: Int, endingUnendedLine: Bool) -> Int {
    let before = count
    var budget = bytes
    if countsUnendedLine {
      // The file grew after its last line was counted without a line feed.
      guard size > indexedEnd else { return 0 }
      countsUnendedLine = false
      count -= 1
      // The line goes on past where it was read to: read it again from the index.
      lastLine = -1
    }
    while budget > 0 {
      let read = readBuffer.withUnsafeMutableBytes { buffer in
        pread(descriptor, buffer.baseAddress, min(buffer.count, budget), off_t(clamping: scanned))
      }
      guard read > 0 else { break }
      readBuffer.withUnsafeBytes { buffer in
        guard let base = buffer.baseAddress else { return }
        var position = 0
        while position < read,
          let found = memchr(base + position, 0x0A, read - position)
        {
          let offset = base.distance(to: UnsafeRawPointer(found))
          count += 1
          indexedEnd = scanned + UInt64(offset + 1)
          if count % Self.stride == 0 { checkpoints.append(indexedEnd) }
          position = offset + 1
        }
      }
      scanned += UInt64(read)
      budget -= read
    }
    if endingUnendedLine, scanned > indexedEnd, isRead, count < Int(Int32.max) {
      countsUnendedLine = true
      count += 1
    }
    return count - before
  }

  /// The text of line `number` (from 0), its line feed (and a carriage return before
  /// it) left out, cut at ``maximumLineBytes``; bytes that are not UTF-8 are replaced.
  func line(_ number: Int) -> String {
    guard number >= 0, number < count else { return "" }
    var start: UInt64
    if number == lastLine + 1, lastLine >= 0 {
      start = nextStart
    } else {
      start = checkpoints[number / Self.stride]
      for _ in 0..<number % Self.stride { start = lineEnd(from: start) + 1 }
    }
    let end = lineEnd(from: start)
    lastLine = number
    nextStart = end + 1
    let whole = end - start <= UInt64(Self.maximumLineBytes)
    fill(start, Int(min(end - start, UInt64(Self.maximumLineBytes))))
    guard start >= windowStart else { return "" }
    let offset = Int(start - windowStart)
    // As much as the file still has (it may have been cut short since it was indexed).
    var length = max(
      0, min(Int(min(end - start, UInt64(Self.maximumLineBytes))), windowCount - offset))
    if length > 0, whole, window[offset + length - 1] == 0x0D { length -= 1 }
    return String(decoding: window[offset..<offset + length], as: UTF8.self)
  }

  /// The offset of the line feed that ends the line starting at `start`, or the end
  /// of the indexed bytes for a last line without one.
  private func lineEnd(from start: UInt64) -> UInt64 {
    let limit = max(indexedEnd, countsUnendedLine ? scanned : indexedEnd)
    var position = start
    while position < limit {
      fill(position, Int(min(UInt64(1 << 16), limit - position)))
      guard position >= windowStart else { return limit }
      let offset = Int(position - windowStart)
      let available = min(windowCount - offset, Int(min(limit - position, UInt64(Int.max))))
      guard available > 0 else { return limit }
      let found = window.withUnsafeBytes { buffer -> Int? in
        guard let base = buffer.baseAddress,
          let hit = memchr(base + offset, 0x0A, available)
        else { return nil }
        return base.distance(to: UnsafeRawPointer(hit))
      }
      if let found { return windowStart + UInt64(found) }
      position += UInt64(available)
    }
    return limit
  }

  /// Makes the window hold `length` bytes from `start` (as many as the file has).
  private func fill(_ start: UInt64, _ length: Int) {
    if start >= windowStart, start + UInt64(length) <= windowStart + UInt64(windowCount) {
      return
    }
    if window.count < length { window = [UInt8](repeating: 0, count: length) }
    let read = window.withUnsafeMutableBytes { buffer in
      pread(descriptor, buffer.baseAddress, buffer.count, off_t(clamping: start))
    }
    windowCount = max(0, read)
    windowStart = start
  }

  /// The bytes the index and its buffers take.
  var memoryBytes: Int {
    checkpoints.capacity * 8 + readBuffer.capacity + window.capacity
  }
}
