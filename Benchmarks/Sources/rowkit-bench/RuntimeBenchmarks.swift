import RowKit
import RowKitKinds
import RowKitRemoveButton
import RowKitTerminal

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The runtime's wake-up: from `mailbox.post(_:)` on another thread to the
/// frame the run writes because of it, read on the far side of a pseudo-terminal,
/// against the same round trip with no RowKit in it (a thread woken through a pipe
/// that writes one byte to the terminal).
enum RuntimeBenchmarks {
  static let posts = 400

  static func run() {
    Report.section(
      "runtime: post(_:) on another thread to the frame written (median, \(posts) posts)")
    guard let terminal = BenchTerminal() else {
      print("  SKIP: no pseudo-terminal")
      return
    }
    let baseline = BenchEcho.median(terminal: terminal, rounds: posts)
    Report.time("baseline: pipe wake-up and a byte written", baseline, baseline: baseline)
    guard let figure = postToFrame(terminal: terminal) else {
      print("  SKIP: the run did not start")
      return
    }
    Report.time(
      "post(_:) to its frame (1M rows, 80x24)", figure, baseline: baseline,
      limits: [.nanoseconds(2_000_000)])
  }

  /// Runs a table of a million rows on the terminal; another thread posts a row's new
  /// title and waits for the frame, `posts` times. The median wait, in nanoseconds.
  static func postToFrame(terminal: BenchTerminal) -> Double? {
    let table = TableScreen.table(1_000_000)
    var options = TerminalRuntime.Options()
    options.input = terminal.secondary
    options.output = terminal.secondary
    options.colors = .never
    options.environment = [:]
    options.widthMode = .graphemeClusters
    options.keyboardProtocol = false
    let runtime = TerminalRuntime(table: table, options: options)
    runtime.statusLines = { ["\(table.numberOfRows) rows"] }
    runtime.onPost(Int.self) { value in
      guard value >= 0 else { return runtime.quit() }
      try table.reconfigure(
        0, kind: RemoveButtonKind.confirmingRemoval, content: .init(title: "Loaded \(value)"))
    }
    let prober = BenchPoster(terminal: terminal, mailbox: runtime.mailbox, count: posts)
    let status = try? runtime.run()
    prober.join()
    guard status == 0, prober.samples.count == posts else { return nil }
    return prober.samples.sorted()[posts / 2]
  }
}

/// A pseudo-terminal pair, opened with `posix_openpt` and friends looked up with
/// `dlsym` (the Glibc module does not import them).
final class BenchTerminal: @unchecked Sendable {
  let primary: CInt
  let secondary: CInt

  init?() {
    typealias Open = @convention(c) (CInt) -> CInt
    typealias Name = @convention(c) (CInt, UnsafeMutablePointer<CChar>?, Int) -> CInt
    let handle = dlopen(nil, RTLD_NOW)
    guard let openSymbol = dlsym(handle, "posix_openpt"),
      let grantSymbol = dlsym(handle, "grantpt"),
      let unlockSymbol = dlsym(handle, "unlockpt"), let nameSymbol = dlsym(handle, "ptsname_r")
    else { return nil }
    let primary = unsafeBitCast(openSymbol, to: Open.self)(O_RDWR | O_NOCTTY)
    guard primary >= 0 else { return nil }
    var buffer = [CChar](repeating: 0, count: 256)
    guard unsafeBitCast(grantSymbol, to: Open.self)(primary) == 0,
      unsafeBitCast(unlockSymbol, to: Open.self)(primary) == 0,
      unsafeBitCast(nameSymbol, to: Name.self)(primary, &buffer, buffer.count) == 0
    else {
      close(primary)
      return nil
    }
    let secondary = open(buffer, O_RDWR | O_NOCTTY)
    guard secondary >= 0 else {
      close(primary)
      return nil
    }
    self.primary = primary
    self.secondary = secondary
    var size = winsize()
    size.ws_col = 80
    size.ws_row = 24
    _ = ioctl(primary, UInt(TIOCSWINSZ), &size)
  }

  /// Waits up to `milliseconds` for output, then reads until 2 ms pass quietly;
  /// whether any came.
  func readSome(within milliseconds: Int32) -> Bool {
    var descriptor = pollfd(fd: primary, events: Int16(POLLIN), revents: 0)
    guard poll(&descriptor, 1, milliseconds) > 0 else { return false }
    var buffer = [UInt8](repeating: 0, count: 65536)
    repeat {
      guard read(primary, &buffer, buffer.count) > 0 else { return true }
      descriptor.revents = 0
    } while poll(&descriptor, 1, 2) > 0
    return true
  }

  /// Waits for the first byte of output; whether it came within `milliseconds`.
  func awaitOutput(within milliseconds: Int32) -> Bool {
    var descriptor = pollfd(fd: primary, events: Int16(POLLIN), revents: 0)
    return poll(&descriptor, 1, milliseconds) > 0
  }

  deinit {
    close(secondary)
    close(primary)
  }
}

/// Elapsed nanoseconds since `start`.
private func nanoseconds(since start: ContinuousClock.Instant) -> Double {
  let (seconds, attoseconds) = (ContinuousClock().now - start).components
  return Double(seconds) * 1e9 + Double(attoseconds) / 1e9
}

/// Starts a detached thread running `body`.
private func startThread(_ body: @escaping @Sendable () -> Void) -> pthread_t {
  final class Box: @unchecked Sendable {
    let body: @Sendable () -> Void
    init(_ body: @escaping @Sendable () -> Void) { self.body = body }
  }
  var thread = pthread_t()
  let context = Unmanaged.passRetained(Box(body)).toOpaque()
  _ = pthread_create(
    &thread, nil,
    { raw in
      guard let raw else { return nil }
      Unmanaged<Box>.fromOpaque(raw).takeRetainedValue().body()
      return nil
    }, context)
  return thread
}

/// The other thread: waits for the run's first frame, then posts and times the frame
/// each post brings, one at a time, then posts -1 to end the run.
final class BenchPoster: @unchecked Sendable {
  private(set) var samples: [Double] = []
  private var thread = pthread_t()

  init(terminal: BenchTerminal, mailbox: TerminalMailbox, count: Int) {
    thread = startThread { [self] in
      guard terminal.readSome(within: 10_000) else {
        mailbox.post(-1)
        return
      }
      let clock = ContinuousClock()
      for value in 0..<count {
        let start = clock.now
        mailbox.post(value)
        guard terminal.awaitOutput(within: 2_000) else { break }
        samples.append(nanoseconds(since: start))
        _ = terminal.readSome(within: 0)
      }
      mailbox.post(-1)
      while terminal.readSome(within: 100) {}
    }
  }

  func join() {
    _ = pthread_join(thread, nil)
  }
}

/// The floor of the figure: a thread blocked in `poll(2)` on a pipe, woken by a byte,
/// writes one byte to the terminal, which the prober reads.
enum BenchEcho {
  static func median(terminal: BenchTerminal, rounds: Int) -> Double {
    var pipeEnds: [CInt] = [-1, -1]
    guard pipe(&pipeEnds) == 0 else { return 1 }
    let (readEnd, writeEnd) = (pipeEnds[0], pipeEnds[1])
    let secondary = terminal.secondary
    let echo = startThread {
      var byte: UInt8 = 0
      while true {
        var descriptor = pollfd(fd: readEnd, events: Int16(POLLIN), revents: 0)
        _ = poll(&descriptor, 1, -1)
        guard read(readEnd, &byte, 1) == 1, byte != 0xFF else { return }
        _ = write(secondary, &byte, 1)
      }
    }
    var samples: [Double] = []
    let clock = ContinuousClock()
    var byte: UInt8 = 65
    for _ in 0..<rounds {
      let start = clock.now
      _ = write(writeEnd, &byte, 1)
      guard terminal.awaitOutput(within: 2_000) else { break }
      samples.append(nanoseconds(since: start))
      _ = terminal.readSome(within: 0)
    }
    byte = 0xFF
    _ = write(writeEnd, &byte, 1)
    _ = pthread_join(echo, nil)
    close(readEnd)
    close(writeEnd)
    return samples.isEmpty ? 1 : samples.sorted()[samples.count / 2]
  }
}
