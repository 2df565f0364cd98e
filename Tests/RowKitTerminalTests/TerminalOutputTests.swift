import Testing

@testable import RowKitTerminal

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

@Suite struct TerminalOutputTests {
  @Test func writesEveryByteThroughAPipe() throws {
    var descriptors: [Int32] = [-1, -1]
    #expect(pipe(&descriptors) == 0)
    defer { close(descriptors[0]) }
    let payload = (0..<40_000).map { UInt8(truncatingIfNeeded: $0) }
    let flags = fcntl(descriptors[1], F_GETFL)
    _ = fcntl(descriptors[1], F_SETFL, flags | O_NONBLOCK)
    // A non-blocking pipe takes 64 KiB at most; a reader thread would be overkill, so
    // the payload fits, and partial-write handling is covered by the loop.
    try TerminalOutput(fileDescriptor: descriptors[1]).write(payload)
    close(descriptors[1])
    var received: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 8192)
    while true {
      let count = read(descriptors[0], &buffer, buffer.count)
      if count <= 0 { break }
      received += buffer[0..<count]
    }
    #expect(received == payload)
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
