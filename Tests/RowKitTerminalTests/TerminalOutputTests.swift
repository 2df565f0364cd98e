import Foundation
import Testing

@testable import RowKitTerminal

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

@Suite struct TerminalOutputTests {
  /// A megabyte through a non-blocking pipe that holds 64 KiB: the writer gets
  /// partial writes and `EAGAIN`, waits in `poll`, and still delivers every byte.
  @Test func writesEveryByteThroughAPipeThatFillsUp() throws {
    var descriptors: [Int32] = [-1, -1]
    try #require(pipe(&descriptors) == 0)
    let payload = (0..<(1 << 20)).map { UInt8(truncatingIfNeeded: $0 &* 31) }
    let flags = fcntl(descriptors[1], F_GETFL)
    _ = fcntl(descriptors[1], F_SETFL, flags | O_NONBLOCK)
    let reader = PipeReader(descriptor: descriptors[0])
    Thread.detachNewThread { reader.drain() }
    try TerminalOutput(fileDescriptor: descriptors[1]).write(payload)
    close(descriptors[1])
    reader.finished.wait()
    close(descriptors[0])
    #expect(reader.bytes.count == payload.count)
    #expect(reader.bytes == payload)
  }

  @Test func badDescriptorIsATypedError() {
    #expect(throws: TerminalError.systemCall(call: "write", errno: EBADF)) {
      try TerminalOutput(fileDescriptor: -1).write("x")
    }
  }

  @Test func errorDescriptionNamesTheCall() {
    let text = TerminalError.systemCall(call: "tcsetattr", errno: EBADF).description
    #expect(text.hasPrefix("tcsetattr failed: "))
    #expect(text.hasSuffix("(errno \(EBADF))"))
  }

  @Test func emptyWriteDoesNothing() throws {
    try TerminalOutput(fileDescriptor: -1).write([])
  }
}

/// Reads a pipe to its end on another thread.
///
/// `@unchecked Sendable`: `bytes` is written only by the reading thread, and read by
/// the test only after `finished` is signalled.
private final class PipeReader: @unchecked Sendable {
  let descriptor: Int32
  var bytes: [UInt8] = []
  let finished = DispatchSemaphore(value: 0)

  init(descriptor: Int32) {
    self.descriptor = descriptor
  }

  func drain() {
    var buffer = [UInt8](repeating: 0, count: 8192)
    while true {
      let count = read(descriptor, &buffer, buffer.count)
      if count <= 0 { break }
      bytes += buffer[0..<count]
    }
    finished.signal()
  }
}
