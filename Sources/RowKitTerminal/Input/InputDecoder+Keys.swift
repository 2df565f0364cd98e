import RowKit

extension InputDecoder {
  /// The `;`-separated fields of a parameter string, each a list of its
  /// `:`-separated numbers (the kitty protocol's `code:shifted:base ; mods:event`); an
  /// empty or non-numeric number is `nil`, and a huge one is clamped so it cannot
  /// overflow.
  static func fields(in parameters: ArraySlice<UInt8>) -> [[Int?]] {
    var fields: [[Int?]] = [[]]
    var current: Int? = nil
    var valid = true
    func finishNumber() {
      fields[fields.count - 1].append(valid ? current : nil)
      current = nil
      valid = true
    }
    for byte in parameters {
      switch byte {
      case 0x30...0x39: current = min(9_999_999, (current ?? 0) * 10 + Int(byte - 0x30))
      case 0x3A: finishNumber()
      case 0x3B:
        finishNumber()
        fields.append([])
      default: valid = false
      }
    }
    finishNumber()
    return fields
  }

  /// The modifiers of an xterm or kitty modifier parameter: the parameter less one is
  /// the bits (Shift 1, Alt 2, Control 4, Super 8); kitty's Hyper, Meta, Caps Lock and
  /// Num Lock bits are dropped, and a missing or non-positive parameter is none.
  static func modifiers(_ parameter: Int?) -> KeyModifiers {
    guard let parameter, parameter > 1 else { return [] }
    return KeyModifiers(rawValue: UInt8(truncatingIfNeeded: parameter - 1))
  }

  /// The press of the key a code point names (the kitty protocol's codes, which are
  /// the Unicode code points of text keys and private-use numbers of the others), or
  /// `nil` for a code that is no key RowKit knows (media keys, lone modifiers, Caps
  /// Lock, private-use codes, control characters).
  static func keyPress(code: Int, modifiers: KeyModifiers) -> KeyPress? {
    let key: Key
    switch code {
    case 9: key = .tab
    case 13, 57414: key = .enter  // 57414: keypad Enter
    case 27: key = .escape
    case 8, 127: key = .backspace
    case 32: key = .space
    case 57376...57398: key = .function(code - 57376 + 13)  // F13 to F35
    case 57399...57416: key = .character(keypadCharacters[code - 57399])
    case 57417...57426: key = keypadKeys[code - 57417]
    case 0x21...0x7E, 0xA0...0xD7FF, 0xE000...0xF8FF, 0xF900...0x10FFFF:
      guard !(57344...63743).contains(code), let scalar = Unicode.Scalar(code) else {
        return nil
      }
      key = .character(Character(scalar))
    default: return nil
    }
    return normalised(KeyPress(key, modifiers: modifiers))
  }

  /// A press as ``/RowKit/KeyPress`` describes one: Shift-Tab is Back-Tab, and a letter
  /// with a case carries Shift in its case (uppercased) rather than in its modifiers.
  static func normalised(_ press: KeyPress) -> KeyPress {
    var press = press
    switch press.key {
    case .tab where press.modifiers.contains(.shift):
      press.key = .backTab
      press.modifiers.remove(.shift)
    case .character(let character) where character.isCased:
      if press.modifiers.contains(.shift) {
        let upper = character.uppercased()
        if upper.count == 1, let first = upper.first { press.key = .character(first) }
        press.modifiers.remove(.shift)
      }
    default: break
    }
    return press
  }

  /// The characters of kitty's keypad codes 57399 to 57416: digits, `.`, `/`, `*`,
  /// `-`, `+`, Enter (never read: 57414 is Enter), `=`, `,`.
  private static let keypadCharacters: [Character] = [
    "0", "1", "2", "3", "4", "5", "6", "7", "8", "9", ".", "/", "*", "-", "+", "\r", "=", ",",
  ]

  /// The keys of kitty's keypad codes 57417 to 57426.
  private static let keypadKeys: [Key] = [
    .left, .right, .up, .down, .pageUp, .pageDown, .home, .end, .insert, .delete,
  ]
}
