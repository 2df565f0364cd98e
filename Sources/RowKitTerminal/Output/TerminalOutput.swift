#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Writes bytes to a file descriptor completely: it loops over partial writes, retries
/// after `EINTR`, waits with `poll` when a non-blocking descriptor says `EAGAIN`, and
/// reports failures as ``TerminalError`` instead of trapping.
///
/// ```swift
/// let output = TerminalOutput(fileDescriptor: STDOUT_FILENO)
/// try output.write("\u{1B}[2J")
/// ```
public struct TerminalOutput: Sendable {
  /// The file descriptor written to.
  public let fileDescriptor: CInt

  /// Creates a writer for a file descriptor (which stays owned by the caller).
  ///
  /// - Parameter fileDescriptor: The descriptor to write to, such as `STDOUT_FILENO`.
  public init(fileDescriptor: CInt) {
    self.fileDescriptor = fileDescriptor
  }

  /// Writes every byte, in order.
  ///
  /// - Parameter bytes: The bytes to write.
  /// - Throws: ``TerminalError/systemCall(call:errno:)`` when `write` fails with
  ///   anything but `EINTR` or `EAGAIN`, or ``TerminalError/writeMadeNoProgress(fileDescriptor:)``
  ///   when it writes nothing.
  /// - Complexity: O(n) for n bytes.
  public func write(_ bytes: [UInt8]) throws(TerminalError) {
    let failure: TerminalError? = bytes.withUnsafeBytes { buffer in
      do throws(TerminalError) {
        try write(buffer)
        return nil
      } catch {
        return error
      }
    }
    if let failure { throw failure }
  }

  /// Writes the UTF-8 bytes of a string.
  ///
  /// - Parameter string: The text to write, escape sequences included as given.
  /// - Throws: ``TerminalError`` as ``write(_:)-([UInt8])`` does.
  public func write(_ string: String) throws(TerminalError) {
    try write(Array(string.utf8))
  }

  /// Writes every byte of a raw buffer, in order.
  ///
  /// - Parameter buffer: The bytes to write.
  /// - Throws: ``TerminalError`` when a write fails.
  public func write(_ buffer: UnsafeRawBufferPointer) throws(TerminalError) {
    guard let base = buffer.baseAddress else { return }
    var offset = 0
    while offset < buffer.count {
      #if canImport(Glibc)
        let written = Glibc.write(fileDescriptor, base + offset, buffer.count - offset)
      #else
        let written = Darwin.write(fileDescriptor, base + offset, buffer.count - offset)
      #endif
      if written > 0 {
        offset += written
      } else if written == 0 {
        throw .writeMadeNoProgress(fileDescriptor: fileDescriptor)
      } else {
        let code = currentErrno
        if code == EINTR { continue }
        if code == EAGAIN || code == EWOULDBLOCK {
          var pollDescriptor = pollfd(fd: fileDescriptor, events: Int16(POLLOUT), revents: 0)
          _ = poll(&pollDescriptor, 1, -1)
          continue
        }
        throw .systemCall(call: "write", errno: code)
      }
    }
  }
}
