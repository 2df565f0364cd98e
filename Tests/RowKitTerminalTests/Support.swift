import RowKit
import RowKitTerminal
import RowKitTesting

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The UTF-8 bytes of a string literal.
func bytes(_ text: String) -> [UInt8] {
  Array(text.utf8)
}

/// Decodes the chunks in order, then flushes, as a quiet moment after the input would.
func decodeAll(_ chunks: [[UInt8]], decoder: InputDecoder = InputDecoder()) -> [InputEvent] {
  var decoder = decoder
  var events: [InputEvent] = []
  for chunk in chunks {
    events += decoder.decode(chunk)
  }
  return events + decoder.flush()
}

/// A pseudo-terminal pair for tests, opened with `posix_openpt`, `grantpt`, `unlockpt`
/// and `ptsname_r`. The Glibc module does not import those four (they sit behind
/// feature macros), so they are looked up with `dlsym` and called through C function
/// pointers.
final class PseudoTerminal {
  private(set) var primary: CInt
  let secondary: CInt
  let name: String

  private typealias OpenFunction = @convention(c) (CInt) -> CInt
  private typealias NameFunction = @convention(c) (CInt, UnsafeMutablePointer<CChar>?, Int) -> CInt

  enum Failure: Error {
    case missingFunction(String)
    case call(String, CInt)
  }

  init() throws {
    let handle = dlopen(nil, RTLD_NOW)
    func function<T>(_ name: String, as type: T.Type) throws -> T {
      guard let symbol = dlsym(handle, name) else { throw Failure.missingFunction(name) }
      return unsafeBitCast(symbol, to: type)
    }
    let openPrimary = try function("posix_openpt", as: OpenFunction.self)
    let grant = try function("grantpt", as: OpenFunction.self)
    let unlock = try function("unlockpt", as: OpenFunction.self)
    let nameOf = try function("ptsname_r", as: NameFunction.self)
    let primary = openPrimary(O_RDWR | O_NOCTTY)
    guard primary >= 0 else { throw Failure.call("posix_openpt", errno) }
    guard grant(primary) == 0, unlock(primary) == 0 else {
      close(primary)
      throw Failure.call("grantpt/unlockpt", errno)
    }
    var buffer = [CChar](repeating: 0, count: 256)
    guard nameOf(primary, &buffer, buffer.count) == 0 else {
      close(primary)
      throw Failure.call("ptsname_r", errno)
    }
    let name = String(
      decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    let secondary = open(name, O_RDWR | O_NOCTTY)
    guard secondary >= 0 else {
      close(primary)
      throw Failure.call("open \(name)", errno)
    }
    self.primary = primary
    self.secondary = secondary
    self.name = name
  }

  /// Sets the size the secondary side reports.
  func resize(columns: Int, lines: Int) {
    var size = winsize()
    size.ws_col = UInt16(columns)
    size.ws_row = UInt16(lines)
    _ = ioctl(primary, UInt(TIOCSWINSZ), &size)
  }

  /// Types bytes, as a user at the terminal would.
  func type(_ bytes: [UInt8]) {
    _ = bytes.withUnsafeBytes { write(primary, $0.baseAddress, $0.count) }
  }

  /// Everything the program wrote to the terminal, read until 100 ms pass quietly.
  func drainOutput() -> [UInt8] {
    var result: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 4096)
    while true {
      var descriptor = pollfd(fd: primary, events: Int16(POLLIN), revents: 0)
      guard poll(&descriptor, 1, 100) > 0 else { return result }
      let count = read(primary, &buffer, buffer.count)
      guard count > 0 else { return result }
      result += buffer[0..<count]
    }
  }

  /// The secondary side's attributes.
  func attributes() -> termios {
    var attributes = termios()
    _ = tcgetattr(secondary, &attributes)
    return attributes
  }

  /// Closes the primary side, as a terminal emulator that quits does.
  func hangUp() {
    if primary >= 0 {
      close(primary)
      primary = -1
    }
  }

  deinit {
    close(secondary)
    hangUp()
  }
}

/// The bytes of a termios value.
func rawBytes(of attributes: termios) -> [UInt8] {
  withUnsafeBytes(of: attributes) { Array($0) }
}
