#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A user at the far side of a pseudo-terminal, on a thread of its own: it waits for
/// the program to write `marker` (a query), then types `answer` and `flood` as fast as
/// the program reads them, then `last`, and reads everything the program writes
/// meanwhile (so the program's frames never block on a full terminal) until
/// `endMarker` or 20 s.
///
/// Its findings are read after ``join()``, which orders them after the thread's writes.
final class TypingThread: @unchecked Sendable {
  /// When `flood` began.
  private(set) var floodStarted: ContinuousClock.Instant?
  /// When `last` was written.
  private(set) var lastTyped: ContinuousClock.Instant?
  /// Everything the program wrote.
  private(set) var output: [UInt8] = []

  private let primary: CInt
  private let marker: [UInt8]
  private let typed: [UInt8]
  private let last: [UInt8]
  private let endMarker: [UInt8]
  private var thread = pthread_t()
  private var searchedUpTo = 0
  private var stopPipe: [CInt] = [-1, -1]
  private var stopped = false

  init(
    primary: CInt, after marker: [UInt8], answer: [UInt8] = [], flood: [UInt8],
    then last: [UInt8], until endMarker: [UInt8]
  ) {
    self.primary = primary
    self.marker = marker
    self.typed = answer + flood
    self.last = last
    self.endMarker = endMarker
    _ = pipe(&stopPipe)
    let context = Unmanaged.passRetained(self).toOpaque()
    _ = pthread_create(
      &thread, nil,
      { raw in
        guard let raw else { return nil }
        Unmanaged<TypingThread>.fromOpaque(raw).takeRetainedValue().body()
        return nil
      }, context)
  }

  /// Waits for the thread to finish.
  func join() {
    _ = pthread_join(thread, nil)
  }

  /// Tells the thread to stop typing and reading, and waits for it.
  func stop() {
    var byte: UInt8 = 1
    _ = write(stopPipe[1], &byte, 1)
    join()
  }

  deinit {
    close(stopPipe[0])
    close(stopPipe[1])
  }

  private func body() {
    let flags = fcntl(primary, F_GETFL)
    _ = fcntl(primary, F_SETFL, flags | O_NONBLOCK)
    defer { _ = fcntl(primary, F_SETFL, flags) }
    let clock = ContinuousClock()
    let deadline = clock.now.advanced(by: .seconds(20))
    while !found(marker), !stopped, clock.now < deadline { _ = pump(writing: nil) }
    floodStarted = clock.now
    type(typed[...], before: deadline)
    lastTyped = clock.now
    type(last[...], before: deadline)
    while !found(endMarker), !stopped, clock.now < deadline { _ = pump(writing: nil) }
  }

  private func type(_ bytes: ArraySlice<UInt8>, before deadline: ContinuousClock.Instant) {
    var rest = bytes
    while !rest.isEmpty, !stopped, ContinuousClock().now < deadline {
      rest = rest.dropFirst(pump(writing: rest))
    }
  }

  /// Waits up to 50 ms for the terminal, reads what the program wrote, and writes what
  /// fits of `bytes`; returns how many of them were written.
  private func pump(writing bytes: ArraySlice<UInt8>?) -> Int {
    let events = Int16(POLLIN) | (bytes == nil ? 0 : Int16(POLLOUT))
    var descriptors = [
      pollfd(fd: primary, events: events, revents: 0),
      pollfd(fd: stopPipe[0], events: Int16(POLLIN), revents: 0),
    ]
    guard poll(&descriptors, 2, 50) > 0 else { return 0 }
    if descriptors[1].revents != 0 {
      stopped = true
      return 0
    }
    let descriptor = descriptors[0]
    if descriptor.revents & Int16(POLLIN) != 0 {
      var buffer = [UInt8](repeating: 0, count: 65536)
      let count = read(primary, &buffer, buffer.count)
      if count > 0 { output += buffer[0..<count] }
    }
    guard let bytes, descriptor.revents & Int16(POLLOUT) != 0 else { return 0 }
    let written = bytes.prefix(4096).withUnsafeBytes { write(primary, $0.baseAddress, $0.count) }
    return max(0, written)
  }

  /// Whether the output holds `needle` after the last one found.
  private func found(_ needle: [UInt8]) -> Bool {
    var start = searchedUpTo
    while start + needle.count <= output.count {
      if output[start..<start + needle.count].elementsEqual(needle) {
        searchedUpTo = start + needle.count
        return true
      }
      start += 1
    }
    searchedUpTo = max(searchedUpTo, output.count - needle.count + 1)
    return false
  }
}
