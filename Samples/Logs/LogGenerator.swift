import Foundation
import RowKitSampleSupport

/// Log lines made up from their numbers, the same every run: a timestamp, a level
/// (about 2% errors, 8% warnings, 20% debug, the rest info), a service and a message.
/// `--generate` writes them into a file; `--demo` opens a file of them.
enum LogGenerator {
  static let services = ["api", "auth", "billing", "cache", "db", "mailer", "search", "worker"]
  /// Messages, each around a number.
  static let messages = [
    ("request served in ", " ms"), ("user ", " signed in"), ("cache miss for key item-", ""),
    ("retrying job ", " after timeout"), ("connection pool at ", "%"), ("invoice ", " sent"),
    ("query took ", " ms"), ("queue depth ", ""),
  ]

  /// Line `number` (from 0), without its line feed.
  static func line(_ number: Int) -> String {
    var bits = UInt64(truncatingIfNeeded: number) &* 0x9E37_79B9_7F4A_7C15
    bits ^= bits >> 29
    let roll = Int(bits % 100)
    let level = roll < 2 ? "ERROR" : roll < 10 ? "WARN " : roll < 30 ? "DEBUG" : "INFO "
    let seconds = number / 20
    let time =
      "2026-12-01T\(padded((seconds / 3_600) % 24, 2)):\(padded((seconds / 60) % 60, 2)):"
      + "\(padded(seconds % 60, 2)).\(padded((number % 20) * 50, 3))"
    let service = services[Int((bits >> 8) % UInt64(services.count))]
    let (before, after) = messages[Int((bits >> 16) % UInt64(messages.count))]
    let message = before + String((bits >> 24) % 1_000) + after
    return "\(time) \(level) \(service)[\(1_000 + number % 97)]: \(message)"
  }

  /// `value` in `digits` digits, zeros in front.
  private static func padded(_ value: Int, _ digits: Int) -> String {
    let text = String(value)
    return String(repeating: "0", count: max(0, digits - text.count)) + text
  }

  /// Writes lines `range` to the file at `path`, appending (creating it when missing).
  static func write(_ range: Range<Int>, to path: String) throws(SampleError) {
    let descriptor = open(path, O_WRONLY | O_CREAT | O_APPEND | O_CLOEXEC, 0o644)
    guard descriptor >= 0 else {
      throw .data("cannot write \(path): \(String(cString: strerror(errno)))")
    }
    defer { close(descriptor) }
    var buffer: [UInt8] = []
    buffer.reserveCapacity(1 << 20)
    func flush() -> Bool {
      var written = 0
      while written < buffer.count {
        let result = buffer.withUnsafeBytes { bytes -> Int in
          guard let base = bytes.baseAddress else { return -1 }
          return Foundation.write(descriptor, base + written, bytes.count - written)
        }
        guard result > 0 else { return false }
        written += result
      }
      buffer.removeAll(keepingCapacity: true)
      return true
    }
    for number in range {
      buffer.append(contentsOf: line(number).utf8)
      buffer.append(0x0A)
      if buffer.count >= 1 << 20, !flush() { throw .data("cannot write \(path)") }
    }
    guard flush() else { throw .data("cannot write \(path)") }
  }
}
