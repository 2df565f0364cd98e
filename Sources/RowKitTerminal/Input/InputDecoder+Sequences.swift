import RowKit

extension InputDecoder {
  /// `ESC [ 2 0 1 ~`: the end of a bracketed paste.
  static let pasteTerminator: [UInt8] = [0x1B, 0x5B, 0x32, 0x30, 0x31, 0x7E]

  /// Interprets a complete `ESC [ ... final` or `ESC O ... final` sequence.
  mutating func finishSequence() {
    let introducer = sequence[1]
    let final = sequence[sequence.count - 1]
    let parameters = sequence[2..<(sequence.count - 1)]
    if introducer == 0x4F {
      emitKey(ss3Key(final))
      return
    }
    if parameters.first == 0x3C, final == 0x4D || final == 0x6D {
      emitSGRMouse(parameters.dropFirst(), released: final == 0x6D)
      return
    }
    if parameters.isEmpty, final == 0x4D {
      state = .legacyMouse
      return
    }
    if let report = Self.report(parameters: parameters, final: final) {
      events.append(.report(report))
      resetToGround()
      return
    }
    if let first = parameters.first, (0x3C...0x3F).contains(first) {
      // Private parameters (`<`, `=`, `>`, `?`): replies and reports, not keys.
      emitKey(nil)
      return
    }
    switch final {
    case 0x7E:  // "~"
      let numbers = Self.numbers(in: parameters)
      if numbers.first == 200 {
        sequence.removeAll(keepingCapacity: true)
        pasteBytes.removeAll(keepingCapacity: true)
        pasteTerminatorMatched = 0
        state = .paste
        return
      }
      emitKey(tildeKey(numbers.first ?? nil))
    case 0x5A:  // "Z"
      emitKey(.backTab)
    default:
      emitKey(ss3Key(final))
    }
  }

  /// The terminal's answer that a `CSI` sequence carries, if it is one RowKit asks for:
  /// `? mode ; state $ y`, `? … c`, or `line ; column R`.
  static func report(parameters: ArraySlice<UInt8>, final: UInt8) -> TerminalReport? {
    switch final {
    case 0x79:  // "y"
      guard parameters.first == 0x3F, parameters.last == 0x24 else { return nil }
      let numbers = numbers(in: parameters.dropFirst().dropLast())
      guard numbers.count == 2, let mode = numbers[0], let state = numbers[1] else { return nil }
      return .privateMode(mode: mode, state: state)
    case 0x63:  // "c"
      guard parameters.first == 0x3F else { return nil }
      let numbers = numbers(in: parameters.dropFirst())
      guard numbers.first.map({ $0 != nil }) == true,
        parameters.dropFirst().allSatisfy({ $0 == 0x3B || (0x30...0x39).contains($0) })
      else { return nil }
      return .primaryDeviceAttributes(numbers)
    case 0x52:  // "R"
      let numbers = numbers(in: parameters)
      guard numbers.count == 2, let line = numbers[0], let column = numbers[1], line >= 1,
        column >= 1
      else { return nil }
      return .cursorPosition(line: line, column: column)
    default:
      return nil
    }
  }

  /// Appends the key, or the sequence as unknown when there is none, and resets.
  private mutating func emitKey(_ key: Key?) {
    if let key {
      events.append(.key(key))
    } else {
      events.append(.unknown(sequence))
    }
    resetToGround()
  }

  /// The key for a final byte shared by the `ESC [` and `ESC O` forms.
  private func ss3Key(_ final: UInt8) -> Key? {
    switch final {
    case 0x41: return .up
    case 0x42: return .down
    case 0x43: return .right
    case 0x44: return .left
    case 0x48: return .home
    case 0x46: return .end
    case 0x4D: return sequence[1] == 0x4F ? .enter : nil  // keypad Enter
    default: return nil
    }
  }

  /// The key for `ESC [ n ~`.
  private func tildeKey(_ number: Int?) -> Key? {
    switch number {
    case 1, 7: return .home
    case 4, 8: return .end
    case 3: return .delete
    case 5: return .pageUp
    case 6: return .pageDown
    default: return nil
    }
  }

  /// Decodes the `b ; x ; y` of an SGR mouse report.
  private mutating func emitSGRMouse(_ parameters: ArraySlice<UInt8>, released: Bool) {
    let numbers = Self.numbers(in: parameters)
    guard numbers.count == 3, let code = numbers[0], let column = numbers[1],
      let line = numbers[2], column >= 1, line >= 1
    else {
      emitKey(nil)
      return
    }
    events.append(.mouse(MouseEvent(code: code, column: column, line: line, released: released)))
    resetToGround()
  }

  /// The `;`-separated decimal numbers of a parameter string; an empty or non-numeric
  /// field is `nil`, and a huge number is clamped so it cannot overflow.
  static func numbers(in parameters: ArraySlice<UInt8>) -> [Int?] {
    var result: [Int?] = []
    var current: Int? = nil
    var valid = true
    for byte in parameters {
      switch byte {
      case 0x30...0x39:
        current = min(9_999_999, (current ?? 0) * 10 + Int(byte - 0x30))
      case 0x3B:
        result.append(valid ? current : nil)
        current = nil
        valid = true
      default:
        valid = false
      }
    }
    result.append(valid ? current : nil)
    return result
  }

  mutating func consumePaste(_ byte: UInt8) {
    let terminator = Self.pasteTerminator
    if byte == 0x03 {
      // Ctrl-C keeps its meaning: the paste is dropped and the program interrupted.
      pasteBytes.removeAll(keepingCapacity: false)
      pasteTerminatorMatched = 0
      resetToGround()
      events.append(.interrupt)
      return
    }
    if byte == terminator[pasteTerminatorMatched] {
      pasteTerminatorMatched += 1
      if pasteTerminatorMatched == terminator.count {
        if state == .paste {
          events.append(.paste(String(decoding: pasteBytes, as: UTF8.self)))
        }
        pasteBytes.removeAll(keepingCapacity: false)
        pasteTerminatorMatched = 0
        resetToGround()
      }
      return
    }
    // The terminator starts with the only ESC in it, so a mismatch gives back the
    // matched prefix as text and the byte may start a new match.
    for index in 0..<pasteTerminatorMatched {
      appendPasted(terminator[index])
    }
    if byte == terminator[0] {
      pasteTerminatorMatched = 1
    } else {
      pasteTerminatorMatched = 0
      appendPasted(byte)
    }
  }

  /// Keeps a pasted byte; at the byte limit the paste is reported and the rest of it
  /// dropped.
  mutating func appendPasted(_ byte: UInt8) {
    guard state == .paste else { return }
    guard pasteBytes.count < maximumPasteLength else {
      events.append(.paste(String(decoding: pasteBytes, as: UTF8.self)))
      pasteBytes.removeAll(keepingCapacity: false)
      state = .pasteDiscarding
      return
    }
    pasteBytes.append(byte)
  }
}
