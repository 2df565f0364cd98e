@testable import RowKit

/// Splits renderer output into text and escape sequences, checking every sequence
/// against the grammar the renderers document.
enum EscapeGrammar {
  /// One piece of output.
  enum Token: Equatable {
    case text(String)
    case sgr([Int])
    case control(Character, [Int])  // final byte and parameters of a cursor / erase CSI
    case carriageReturn
    case lineFeed
  }

  struct Violation: Error, CustomStringConvertible {
    var description: String
  }

  /// Tokenises `bytes`; throws on any escape or control byte the renderers do not
  /// write. `allowCursor` admits the frame-diff writer's cursor and erase sequences.
  static func tokens(_ bytes: [UInt8], allowCursor: Bool) throws -> [Token] {
    var result: [Token] = []
    var index = 0
    var text: [UInt8] = []
    func flush() {
      if !text.isEmpty { result.append(.text(String(decoding: text, as: UTF8.self))) }
      text = []
    }
    while index < bytes.count {
      let byte = bytes[index]
      switch byte {
      case 0x1B:
        flush()
        guard index + 1 < bytes.count, bytes[index + 1] == 0x5B else {
          throw Violation(description: "ESC not followed by [ at byte \(index)")
        }
        var end = index + 2
        var parameters: [Int] = []
        var current: Int? = nil
        while end < bytes.count, (0x30...0x39).contains(bytes[end]) || bytes[end] == 0x3B {
          if bytes[end] == 0x3B {
            parameters.append(current ?? 0)
            current = nil
          } else {
            current = (current ?? 0) * 10 + Int(bytes[end] - 0x30)
            if current! > 100_000 { throw Violation(description: "huge parameter") }
          }
          end += 1
        }
        if let current { parameters.append(current) }
        guard end < bytes.count else { throw Violation(description: "unterminated CSI") }
        let final = Character(Unicode.Scalar(bytes[end]))
        if final == "m" {
          try checkSGR(parameters)
          result.append(.sgr(parameters))
        } else if allowCursor, "HABCDKJ".contains(final) {
          if final == "J", parameters != [2] { throw Violation(description: "J \(parameters)") }
          if final == "K", !parameters.isEmpty { throw Violation(description: "K \(parameters)") }
          result.append(.control(final, parameters))
        } else {
          throw Violation(description: "unexpected CSI final \(final)")
        }
        index = end + 1
      case 0x0D where allowCursor:
        flush()
        result.append(.carriageReturn)
        index += 1
      case 0x0A:
        flush()
        result.append(.lineFeed)
        index += 1
      case 0x00...0x1F, 0x7F:
        throw Violation(description: "control byte \(byte) at \(index)")
      default:
        text.append(byte)
        index += 1
      }
    }
    flush()
    for case .text(let piece) in result {
      if let bad = piece.unicodeScalars.first(where: Sanitizer.isUnsafe) {
        throw Violation(description: "unsafe scalar U+\(String(bad.value, radix: 16)) in text")
      }
    }
    return result
  }

  /// Checks SGR parameters against the documented list.
  static func checkSGR(_ parameters: [Int]) throws {
    var index = 0
    guard !parameters.isEmpty else { throw Violation(description: "empty SGR") }
    while index < parameters.count {
      let value = parameters[index]
      switch value {
      case 0, 1, 2, 3, 4, 7, 22, 23, 24, 27, 30...37, 39, 40...47, 49, 90...97, 100...107:
        index += 1
      case 38, 48:
        guard index + 1 < parameters.count else { throw Violation(description: "cut colour") }
        let count = parameters[index + 1] == 5 ? 1 : parameters[index + 1] == 2 ? 3 : -1
        guard count > 0, index + 2 + count <= parameters.count,
          parameters[(index + 2)..<(index + 2 + count)].allSatisfy({ (0...255).contains($0) })
        else { throw Violation(description: "bad extended colour \(parameters)") }
        index += 2 + count
      default:
        throw Violation(description: "unknown SGR parameter \(value)")
      }
    }
  }

  /// The visible text of output lines, with every SGR sequence removed.
  static func visibleLines(_ output: String) throws -> [String] {
    var lines: [String] = [""]
    for token in try tokens(Array(output.utf8), allowCursor: false) {
      switch token {
      case .text(let text): lines[lines.count - 1] += text
      case .lineFeed: lines.append("")
      default: break
      }
    }
    if lines.last == "" { lines.removeLast() }
    return lines
  }
}
