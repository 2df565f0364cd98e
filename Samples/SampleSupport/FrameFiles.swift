import Foundation
import RowKitTerminal

/// Where a scripted run's frames go with `--output-dir DIR`: one numbered file each,
/// `frame-0001.svg`, `frame-0002.svg`, … (`.txt` for text), in the order they are
/// printed.
///
/// The directory is made if it does not exist, with its parents; files of the same
/// names are replaced. Numbers have at least four digits, so the files sort in order
/// up to 9,999 frames.
public struct FrameFiles: Sendable {
  /// The directory.
  public let directory: String
  /// The extension of the files: `svg` or `txt`.
  public let fileExtension: String
  /// How many frames were written.
  public private(set) var count = 0

  /// Prepares to write frames of `format` into `directory`.
  public init(directory: String, format: FrameFormat) {
    self.directory = directory
    fileExtension = format == .svg ? "svg" : "txt"
  }

  /// The name of the file of frame `number` (counting from 1).
  public func fileName(_ number: Int) -> String {
    let digits = String(number)
    return "frame-" + String(repeating: "0", count: max(0, 4 - digits.count)) + digits
      + "." + fileExtension
  }

  /// Writes the next frame.
  ///
  /// - Throws: ``SampleError/data(_:)`` (exit status 1) when the directory cannot be
  ///   made or the file cannot be written.
  public mutating func write(_ frame: String) throws(SampleError) {
    let path =
      directory.hasSuffix("/")
      ? directory + fileName(count + 1)
      : directory + "/" + fileName(count + 1)
    if count == 0, let code = Self.makeDirectory(directory) {
      throw .data(
        "cannot make directory \(SampleError.fileName(directory, quotes: true)): "
          + Self.reason(code))
    }
    let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
    guard descriptor >= 0 else { throw failure(path, errno) }
    defer { _ = close(descriptor) }
    do {
      try TerminalOutput(fileDescriptor: descriptor).write(frame)
    } catch {
      switch error {
      case .systemCall(_, let code): throw failure(path, code)
      default: throw failure(path, EIO)
      }
    }
    count += 1
  }

  /// The error for a frame file that cannot be written.
  private func failure(_ path: String, _ code: CInt) -> SampleError {
    .data(
      "cannot write frame file \(SampleError.fileName(path, quotes: true)): "
        + Self.reason(code))
  }

  /// Makes `path` and its missing parents; the error number of the failure, or `nil`.
  static func makeDirectory(_ path: String) -> CInt? {
    var prefix = path.hasPrefix("/") ? "/" : ""
    for part in path.split(separator: "/") {
      prefix += part
      if mkdir(prefix, 0o755) != 0 && errno != EEXIST { return errno }
      prefix += "/"
    }
    var status = stat()
    guard stat(path, &status) == 0 else { return errno }
    return status.st_mode & S_IFMT == S_IFDIR ? nil : ENOTDIR
  }

  /// The system's words for an error number.
  static func reason(_ code: CInt) -> String {
    strerror(code).map { String(cString: $0) } ?? "error \(code)"
  }
}
