import Foundation
import RowKit
import RowKitTerminal

/// The samples' standard output and standard error, written with `write(2)` so that
/// every failure is handled instead of trapping.
///
/// - Standard output: `EPIPE` (the reader went away, with `SIGPIPE` ignored) ends the
///   program quietly with status 0; any other failure prints one line,
///   `quiz: cannot write output: No space left on device`, and exits with status 1
///   (``outputFailureStatus``).
///   With `SIGPIPE` at its default the kernel ends the program first, as it ends
///   `cat`: status 141 in a shell.
/// - Standard error: written once per message; a closed or full standard error is
///   ignored, so it never changes the exit status.
/// - A descriptor 0, 1 or 2 that was closed when the program started is opened on
///   `/dev/null` (see ``prepare()``), so no file the program opens later takes its
///   number: a closed standard input reads as an empty script, and a closed standard
///   output still reports `Bad file descriptor`.
public enum StandardStreams {
  /// The program's name, for messages; set by ``SampleMain``, or by a program with a
  /// main of its own before it writes.
  nonisolated(unsafe) public static var program = "sample"
  /// The exit status when standard output cannot be written (other than `EPIPE`): 1,
  /// or what a program whose status 1 means something else sets (`pick`: 2).
  nonisolated(unsafe) public static var outputFailureStatus: Int32 = 1
  /// Whether standard output was closed when the program started.
  nonisolated(unsafe) static var outputWasClosed = false

  /// Opens `/dev/null` on each of the descriptors 0, 1 and 2 that is closed.
  ///
  /// Call it before opening any file. Standard output closed is remembered, and its
  /// first write fails with `EBADF` as it would have.
  public static func prepare() {
    for descriptor in [STDIN_FILENO, STDOUT_FILENO, STDERR_FILENO]
    where fcntl(descriptor, F_GETFD) == -1 && errno == EBADF {
      let opened = open("/dev/null", descriptor == STDIN_FILENO ? O_RDONLY : O_WRONLY)
      if opened >= 0 && opened != descriptor {
        _ = dup2(opened, descriptor)
        _ = close(opened)
      }
      if descriptor == STDOUT_FILENO { outputWasClosed = true }
    }
  }

  /// Writes text to standard output, all of it, or ends the program.
  ///
  /// - Parameter text: the text; written as UTF-8.
  public static func writeOutput(_ text: String) {
    guard !text.isEmpty else { return }
    var text = text
    text.withUTF8 { writeOutput(UnsafeRawBufferPointer($0)) }
  }

  /// Writes bytes to standard output, all of them, or ends the program: quietly with
  /// status 0 on `EPIPE`, with one line and status 1 on any other failure.
  public static func writeOutput(_ bytes: UnsafeRawBufferPointer) {
    if outputWasClosed { failOutput(errno: EBADF) }
    do {
      try TerminalOutput(fileDescriptor: STDOUT_FILENO).write(bytes)
    } catch {
      switch error {
      case .systemCall(_, let code): failOutput(errno: code)
      default: failOutput(errno: EIO)
      }
    }
  }

  /// Ends the program after standard output failed with `code`.
  static func failOutput(errno code: CInt) -> Never {
    if code == EPIPE { exit(0) }
    let reason = strerror(code).map { String(cString: $0) } ?? "error \(code)"
    writeError("\(program): cannot write output: \(reason)")
    exit(outputFailureStatus)
  }

  /// Writes one line to standard error, ignoring any failure, and never blocking on a
  /// full pipe for long: the line is dropped after a second of no progress.
  ///
  /// The line is sanitised (``RowKit/Sanitizer/visible(_:options:)``): no escape
  /// byte reaches the terminal, whatever the message quotes.
  public static func writeError(_ line: String) {
    let bytes = Array((Sanitizer.visible(line) + "\n").utf8)
    var offset = 0
    while offset < bytes.count {
      let written = bytes[offset...].withUnsafeBytes { buffer in
        write(STDERR_FILENO, buffer.baseAddress, buffer.count)
      }
      if written > 0 {
        offset += written
      } else if written < 0 && errno == EINTR {
        continue
      } else if written < 0 && (errno == EAGAIN || errno == EWOULDBLOCK) {
        var descriptor = pollfd(fd: STDERR_FILENO, events: Int16(POLLOUT), revents: 0)
        guard poll(&descriptor, 1, 1000) > 0 else { return }
      } else {
        return
      }
    }
  }
}
