import Foundation
import RowKit

/// Reads a sample's input files and standard input within ``InputLimits``, with
/// `open`, `poll` and `read` so that every failure becomes one clear reason.
///
/// A regular file is read to its end, up to the byte cap. A FIFO, socket or device is
/// read without blocking: when nothing arrives for the limits' timeout (a FIFO that no
/// writer opens, a device that never answers) the read ends in an error; endless data
/// (`/dev/zero`) ends at the byte cap. Standard input is read up to the cap with no
/// time limit; a closed standard input reads as empty.
public enum InputFile {
  /// Why an input could not be read, as the end of a message.
  public enum Failure: Error, Hashable, Sendable {
    /// No file at the path.
    case missing
    /// The path names a directory.
    case directory
    /// More bytes than the cap.
    case tooLarge(limit: Int)
    /// Nothing arrived within the timeout.
    case timedOut(seconds: Int)
    /// A system call failed.
    case system(errno: CInt)

    /// The reason, for example `more than 32M bytes (--max-input raises the limit)`.
    public var reason: String {
      switch self {
      case .missing: return "no such file"
      case .directory: return "it is a directory"
      case .tooLarge(let limit):
        return "it holds more than \(InputLimits.describe(limit)) bytes "
          + "(--max-input raises the limit)"
      case .timedOut(let seconds):
        return "nothing arrived for \(seconds) s (a FIFO with no writer?"
          + " --timeout changes the wait)"
      case .system(let code):
        let text = strerror(code).map { String(cString: $0) } ?? "error \(code)"
        return text.prefix(1).lowercased() + text.dropFirst()
      }
    }
  }

  /// The bytes of the file at `path`.
  ///
  /// - Throws: a ``Failure`` saying why it cannot be read within `limits`.
  /// - Complexity: O(n) for n bytes read, and at most `limits.maximumBytes + 1` bytes.
  public static func bytes(atPath path: String, limits: InputLimits) throws(Failure) -> [UInt8] {
    var bytes: [UInt8] = []
    try read(atPath: path, limits: limits) { chunk in
      bytes.append(contentsOf: chunk)
      return true
    }
    return bytes
  }

  /// Reads the file at `path` as its bytes arrive, within `limits`, giving each chunk
  /// read to `body` (valid only during the call), until the end or until `body`
  /// returns `false`.
  ///
  /// - Throws: a ``Failure`` saying why it cannot be read within `limits`.
  public static func read(
    atPath path: String, limits: InputLimits, _ body: (UnsafeRawBufferPointer) -> Bool
  ) throws(Failure) {
    var status = stat()
    guard stat(path, &status) == 0 else {
      throw errno == ENOENT || errno == ENOTDIR ? .missing : .system(errno: errno)
    }
    if status.st_mode & S_IFMT == S_IFDIR { throw .directory }
    let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
    guard descriptor >= 0 else { throw .system(errno: errno) }
    defer { _ = close(descriptor) }
    let isRegular = status.st_mode & S_IFMT == S_IFREG
    if isRegular && Int(status.st_size) > limits.maximumBytes {
      throw .tooLarge(limit: limits.maximumBytes)
    }
    // A FIFO opened without blocking reads as empty until a writer opens it; `poll`
    // waits for the writer's first bytes (or its close) instead.
    if status.st_mode & S_IFMT == S_IFIFO {
      try wait(for: descriptor, seconds: limits.timeoutSeconds)
    }
    try read(
      descriptor, limits: limits, timeoutSeconds: isRegular ? nil : limits.timeoutSeconds, body)
  }

  /// The bytes of standard input, up to the cap, with no time limit.
  ///
  /// - Throws: a ``Failure`` for too many bytes or a failed read; a closed standard
  ///   input (see ``StandardStreams/prepare()``) reads as empty.
  public static func standardInput(limits: InputLimits) throws(Failure) -> [UInt8] {
    var bytes: [UInt8] = []
    try readStandardInput(limits: limits) { chunk in
      bytes.append(contentsOf: chunk)
      return true
    }
    return bytes
  }

  /// Reads standard input as its bytes arrive, up to the cap, with no time limit,
  /// giving each chunk read to `body` (valid only during the call), until the end or
  /// until `body` returns `false`.
  ///
  /// - Throws: a ``Failure`` for too many bytes or a failed read; a closed standard
  ///   input (see ``StandardStreams/prepare()``) reads as empty.
  public static func readStandardInput(
    limits: InputLimits, _ body: (UnsafeRawBufferPointer) -> Bool
  ) throws(Failure) {
    try read(STDIN_FILENO, limits: limits, timeoutSeconds: nil, body)
  }

  /// Reads `descriptor` to its end, or until `body` returns `false`, waiting with
  /// `poll` when it would block.
  static func read(
    _ descriptor: CInt, limits: InputLimits, timeoutSeconds: Int?,
    _ body: (UnsafeRawBufferPointer) -> Bool
  ) throws(Failure) {
    var total = 0
    var chunk = [UInt8](repeating: 0, count: 1 << 16)
    while true {
      let count = chunk.withUnsafeMutableBytes { buffer in
        Foundation.read(descriptor, buffer.baseAddress, buffer.count)
      }
      if count > 0 {
        guard total + count <= limits.maximumBytes else {
          throw .tooLarge(limit: limits.maximumBytes)
        }
        total += count
        let more = chunk.withUnsafeBytes { body(UnsafeRawBufferPointer(rebasing: $0[0..<count])) }
        guard more else { return }
      } else if count == 0 {
        return
      } else if errno == EINTR {
        continue
      } else if errno == EAGAIN || errno == EWOULDBLOCK {
        try wait(for: descriptor, seconds: timeoutSeconds)
      } else {
        throw .system(errno: errno)
      }
    }
  }

  /// Waits until `descriptor` is readable or hung up, for at most `seconds`.
  private static func wait(for descriptor: CInt, seconds: Int?) throws(Failure) {
    let milliseconds = seconds.map { CInt(clamping: $0 * 1000) } ?? -1
    var entry = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
    while true {
      let ready = poll(&entry, 1, milliseconds)
      if ready > 0 { return }
      if ready == 0 { throw .timedOut(seconds: seconds ?? 0) }
      if errno != EINTR { throw .system(errno: errno) }
    }
  }
}
