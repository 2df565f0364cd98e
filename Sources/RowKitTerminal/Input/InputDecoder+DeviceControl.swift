import RowKit

/// A device control string being read: `ESC P`, then `> |`, then the text, then
/// `ESC \` (ST). Only the answer to XTVERSION (`DCS > | text ST`) is read; any other
/// byte after `ESC P` or `ESC P >` means the user typed Alt-P, and the bytes decode as
/// keys (Alt-P, then `>`, then the byte).
struct DeviceControlString: Sendable {
  enum Phase: Sendable {
    /// Saw `ESC P`.
    case introducer
    /// Saw `ESC P >`.
    case greater
    /// Inside the text, after `ESC P > |`.
    case text
    /// Saw ESC inside the text: `\` ends the string.
    case textEscape
  }

  var phase = Phase.introducer
  var text: [UInt8] = []
  /// Bytes of the text dropped past the decoder's sequence limit.
  var dropped = 0
}

extension InputDecoder {
  /// After `ESC P`.
  mutating func startDeviceControl() {
    state = .deviceControl
    deviceControl = DeviceControlString()
  }

  mutating func consumeDeviceControl(_ byte: UInt8) {
    switch deviceControl.phase {
    case .introducer:
      if byte == 0x3E {
        deviceControl.phase = .greater
      } else {
        giveBackDeviceControl(then: byte)
      }
    case .greater:
      if byte == 0x7C {
        deviceControl.phase = .text
      } else {
        giveBackDeviceControl(then: byte)
      }
    case .text:
      switch byte {
      case 0x1B:
        deviceControl.phase = .textEscape
      case 0x07:
        finishDeviceControl()  // BEL ends it too, as some terminals send.
      case 0x03:
        // Ctrl-C keeps its meaning: an unterminated answer never locks the program.
        endDeviceControl()
        emitOther(.interrupt)
      default:
        if deviceControl.text.count < maximumSequenceLength {
          deviceControl.text.append(byte)
        } else {
          deviceControl.dropped += 1
          if deviceControl.dropped >= maximumSequenceLength {
            // No end in sight: what came is reported unknown, and decoding goes on.
            events.append(.unknown(Array(sequencePrefix + deviceControl.text)))
            endDeviceControl()
          }
        }
      }
    case .textEscape:
      if byte == 0x5C {
        finishDeviceControl()
      } else {
        // ESC that does not end the string starts something new: the string was cut.
        events.append(.unknown(Array(sequencePrefix + deviceControl.text)))
        endDeviceControl()
        consumeGround(0x1B)
        consume(byte)
      }
    }
  }

  /// Ends whatever of a device control string is held back (the input went quiet).
  mutating func flushDeviceControl() {
    switch deviceControl.phase {
    case .introducer, .greater:
      let phase = deviceControl.phase
      endDeviceControl()
      typeAltP()
      if phase == .greater { consumeGround(0x3E) }
    case .text, .textEscape:
      events.append(.unknown(Array(sequencePrefix + deviceControl.text)))
      endDeviceControl()
    }
  }

  /// `ESC P` or `ESC P >` followed by another byte: the user typed Alt-P (and `>`).
  private mutating func giveBackDeviceControl(then byte: UInt8) {
    let phase = deviceControl.phase
    endDeviceControl()
    typeAltP()
    if phase == .greater { consumeGround(0x3E) }
    consume(byte)
  }

  /// `ESC P` as a key: Alt-P, as an Escape before any other key.
  private mutating func typeAltP() {
    altPrefix = true
    consumeGround(0x50)
    altPrefix = false
  }

  /// The answer: its text, with every byte outside printable ASCII shown as U+FFFD.
  private mutating func finishDeviceControl() {
    let text = String(
      deviceControl.text.map {
        $0 >= 0x20 && $0 < 0x7F ? Character(Unicode.Scalar($0)) : "\u{FFFD}"
      })
    events.append(.report(.terminalVersion(text)))
    endDeviceControl()
  }

  private mutating func endDeviceControl() {
    deviceControl = DeviceControlString()
    resetToGround()
  }

  /// `ESC P > |`, for a string reported unknown.
  private var sequencePrefix: [UInt8] { [0x1B, 0x50, 0x3E, 0x7C] }
}

extension InputDecoder {
  /// `CSI > type ; version ; other c` (the parameters after `>`): digits and `;` only,
  /// the first field present.
  static func secondaryDeviceAttributes(_ parameters: ArraySlice<UInt8>) -> TerminalReport? {
    let numbers = numbers(in: parameters)
    guard numbers.first.map({ $0 != nil }) == true,
      parameters.allSatisfy({ $0 == 0x3B || (0x30...0x39).contains($0) })
    else { return nil }
    return .secondaryDeviceAttributes(numbers)
  }
}
