#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A self-pipe: signal handlers write a byte naming the signal, and the event loop
/// polls the read end together with the terminal input.
///
/// Both ends are non-blocking (a handler never blocks on a full pipe; a full pipe
/// already holds a wake-up) and close on exec.
final class WakePipe {
  let readDescriptor: CInt
  let writeDescriptor: CInt

  init() throws(TerminalError) {
    var descriptors: [CInt] = [-1, -1]
    guard pipe(&descriptors) == 0 else { throw .lastSystemCall("pipe") }
    readDescriptor = descriptors[0]
    writeDescriptor = descriptors[1]
    for descriptor in descriptors {
      let flags = fcntl(descriptor, F_GETFL)
      _ = fcntl(descriptor, F_SETFL, flags | O_NONBLOCK)
      _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)
    }
  }

  /// The signal numbers written since the last call, oldest first.
  func drain() -> [CInt] {
    var signals: [CInt] = []
    var buffer = [UInt8](repeating: 0, count: 64)
    while true {
      let count = read(readDescriptor, &buffer, buffer.count)
      if count > 0 {
        signals += buffer[0..<count].map { CInt($0) }
      } else if count < 0 && currentErrno == EINTR {
        continue
      } else {
        return signals
      }
    }
  }

  deinit {
    close(readDescriptor)
    close(writeDescriptor)
  }
}
