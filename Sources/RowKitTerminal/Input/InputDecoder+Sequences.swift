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
      // SS3: `ESC O A`, and `ESC O 2 P` (a modifier before the final) from some terminals.
      let fields = Self.fields(in: parameters)
      emitKey(ss3Key(final), modifiers: Self.modifiers(fields.last?.first ?? nil))
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
      emitOther(.report(report))
      resetToGround()
      return
    }
    if let first = parameters.first, (0x3C...0x3F).contains(first) {
      // Private parameters (`<`, `=`, `>`, `?`): replies and reports, not keys.
      emitKey(nil)
      return
    }
    let fields = Self.fields(in: parameters)
    let first = fields.first?.first ?? nil
    let modifiers = Self.modifiers(fields.count > 1 ? fields[1].first ?? nil : nil)
    switch final {
    case 0x7E:  // "~"
      if first == 200 {
        sequence.removeAll(keepingCapacity: true)
        pasteBytes.removeAll(keepingCapacity: true)
        pasteTerminatorMatched = 0
        altPrefix = false
        state = .paste
        return
      }
      if first == 27, fields.count == 3 {
        // xterm's modifyOtherKeys: `CSI 27 ; m ; code ~`.
        emitCodePoint(fields[2].first ?? nil, modifiers: modifiers, eventType: nil)
        return
      }
      emitKey(tildeKey(first), modifiers: modifiers)
    case 0x75:  // "u": the kitty keyboard protocol, `CSI code[:…] ; m[:event] … u`.
      let eventType = fields.count > 1 && fields[1].count > 1 ? fields[1][1] : nil
      emitCodePoint(first, modifiers: modifiers, eventType: eventType)
    case 0x5A:  // "Z"
      emitKey(.backTab, modifiers: modifiers.subtracting(.shift))
    default:
      emitKey(ss3Key(final), modifiers: modifiers)
    }
  }

  /// The terminal's answer that a `CSI` sequence carries, if it is one RowKit asks for:
  /// `? mode ; state $ y`, `? … c`, `> … c`, or `line ; column R`.
  static func report(parameters: ArraySlice<UInt8>, final: UInt8) -> TerminalReport? {
    switch final {
    case 0x79:  // "y"
      guard parameters.first == 0x3F, parameters.last == 0x24 else { return nil }
      let numbers = numbers(in: parameters.dropFirst().dropLast())
      guard numbers.count == 2, let mode = numbers[0], let state = numbers[1] else { return nil }
      return .privateMode(mode: mode, state: state)
    case 0x75:  // "u": the kitty keyboard protocol's flags, `? flags u`
      guard parameters.first == 0x3F else { return nil }
      let numbers = numbers(in: parameters.dropFirst())
      guard numbers.count == 1, let flags = numbers[0] else { return nil }
      return .keyboardFlags(flags)
    case 0x63:  // "c"
      if parameters.first == 0x3E { return secondaryDeviceAttributes(parameters.dropFirst()) }
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
  private mutating func emitKey(_ key: Key?, modifiers: KeyModifiers = []) {
    if let key {
      emit(KeyPress(key, modifiers: modifiers))
    } else {
      emitOther(.unknown(sequence))
    }
    resetToGround()
  }

  /// Appends the press of a key given by its code point (the kitty protocol's and
  /// modifyOtherKeys' way), normalised as ``/RowKit/KeyPress`` says; Ctrl-C, Ctrl-Z and
  /// Ctrl-D with Control alone are the interrupt, the suspend and the end of input. A
  /// release (event type 3) and an unknown code are ``InputEvent/unknown(_:)``.
  private mutating func emitCodePoint(_ code: Int?, modifiers: KeyModifiers, eventType: Int?) {
    guard eventType != 3, let code, let press = Self.keyPress(code: code, modifiers: modifiers)
    else {
      emitKey(nil)
      return
    }
    if press.modifiers == .control, case .character(let letter) = press.key {
      let meaning: [Character: InputEvent] = ["c": .interrupt, "z": .suspend, "d": .endOfInput]
      if let event = meaning[letter] {
        emitOther(event)
        resetToGround()
        return
      }
    }
    emitKey(press.key, modifiers: press.modifiers)
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
    case 0x50: return .function(1)  // "P"
    case 0x51: return .function(2)  // "Q"
    case 0x52: return .function(3)  // "R": `ESC O R` only; `CSI 1 ; m R` is a report
    case 0x53: return .function(4)  // "S"
    case 0x4D: return sequence[1] == 0x4F ? .enter : nil  // keypad Enter
    default: return nil
    }
  }

  /// The key for `ESC [ n ~` (VT220 and xterm numbers).
  private func tildeKey(_ number: Int?) -> Key? {
    guard let number else { return nil }
    switch number {
    case 1, 7: return .home
    case 2: return .insert
    case 4, 8: return .end
    case 3: return .delete
    case 5: return .pageUp
    case 6: return .pageDown
    case 11...15: return .function(number - 10)  // F1 to F5
    case 17...21: return .function(number - 11)  // F6 to F10
    case 23...26: return .function(number - 12)  // F11 to F14
    case 28, 29: return .function(number - 13)  // F15, F16
    case 31...34: return .function(number - 14)  // F17 to F20
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
    emitOther(.mouse(MouseEvent(code: code, column: column, line: line, released: released)))
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
      emitOther(.interrupt)
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
