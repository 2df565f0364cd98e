import RowKit

/// An incremental decoder from the bytes a terminal sends in raw mode to input events.
///
/// Feed it bytes as they arrive, split in any way across reads: the events depend only
/// on the bytes, never on where the reads split them. The one ambiguity of the protocol
/// is a lone Escape (the same byte starts every escape sequence), so the decoder holds
/// an Escape back until more bytes arrive or the caller calls ``flush()`` after a short
/// quiet time (``hasPendingInput`` says when that is needed).
///
/// Keys come with their modifiers (``/RowKit/KeyPress``), from every encoding terminals
/// use:
///
/// | bytes | terminals | press |
/// |---|---|---|
/// | `CSI 1 ; m A`…`D`, `H`, `F`, `P`, `Q`, `S` | xterm, VTE, tmux, kitty | arrows, Home, End, F1, F2, F4 with modifiers m − 1 |
/// | `CSI n ; m ~` | all | Insert, Delete, paging keys, F1 to F20 |
/// | `ESC` + a key | xterm (metaSendsEscape), VTE, tmux | the key with Alt |
/// | bytes 0x00 to 0x1F | all | Ctrl-Space, Ctrl-letters (lowercase with Control), Ctrl-\\ ] ^ _ |
/// | `CSI 27 ; m ; code ~` | xterm modifyOtherKeys, tmux extended-keys | the key of a code point |
/// | `CSI code ; m u` | kitty keyboard protocol | the key of a code point, kitty's functional codes |
///
/// Ctrl-C, Ctrl-Z and Ctrl-D (bytes 3, 26, 4, or their kitty forms with Control
/// alone) stay ``InputEvent/interrupt``, ``InputEvent/suspend`` and
/// ``InputEvent/endOfInput``. `CSI 1 ; m R` (F3 with modifiers on some terminals) is
/// a cursor position report. An Escape and another key within the Escape timeout is
/// Alt and that key; so `ESC ESC [ A` (rxvt's Alt-Up) reads as Escape, then Up.
///
/// It never traps on any byte sequence, and nothing unterminated holds it for long or
/// grows without bound:
///
/// - An escape sequence longer than ``maximumSequenceLength`` is reported as
///   ``InputEvent/unknown(_:)`` and the rest of it dropped up to its final byte, or for
///   at most another ``maximumSequenceLength`` bytes; ``flush()`` after a short quiet
///   time ends any unfinished sequence.
/// - A bracketed paste ends at its end marker `ESC [ 201 ~`; or at
///   ``maximumPasteLength`` bytes, when it is reported and the rest of it dropped up to
///   its end marker; or when the caller sees no byte for a while and calls
///   ``endPaste()`` (``TerminalSession`` waits ``TerminalSession/defaultPasteTimeout``).
///   Ctrl-C keeps its meaning inside a paste: it drops the paste and is reported as
///   ``InputEvent/interrupt``, so a stray `ESC [ 200 ~` never locks a program.
///
/// ```swift
/// var decoder = InputDecoder()
/// var events = decoder.decode([0x1B, 0x5B])   // []: could be the start of a key
/// events += decoder.decode([0x41])            // [.key(.up)]
/// events += decoder.decode([0x1B])            // []
/// events += decoder.flush()                   // [.key(.escape)]
/// ```
///
/// - Complexity: O(n) for n bytes.
public struct InputDecoder: Sendable {
  /// The default cap on the bytes of one escape sequence.
  public static let defaultMaximumSequenceLength = 64
  /// The default cap on the bytes of one paste (1 MiB).
  public static let defaultMaximumPasteLength = 1 << 20

  /// The longest escape sequence kept; longer ones are reported cut to this length.
  public let maximumSequenceLength: Int
  /// The most bytes of one paste kept; later bytes of the same paste are dropped.
  public let maximumPasteLength: Int

  enum State: Sendable {
    /// Plain bytes: keys, characters, UTF-8.
    case ground
    /// Saw ESC.
    case escape
    /// Inside `ESC [` or `ESC O`, collecting into `sequence`.
    case sequence
    /// A sequence grew past the cap: drop bytes up to its final byte.
    case discarding
    /// Legacy X10 mouse report: three raw bytes follow `ESC [ M`.
    case legacyMouse
    /// Inside a bracketed paste.
    case paste
    /// A paste reached its byte limit and was reported: drop bytes up to its end.
    case pasteDiscarding
    /// Saw `ESC P`: perhaps the terminal's answer to XTVERSION (see
    /// `InputDecoder+DeviceControl.swift`).
    case deviceControl
  }

  var state = State.ground
  var sequence: [UInt8] = []
  var utf8: [UInt8] = []
  var utf8Needed = 0
  var pasteBytes: [UInt8] = []
  var pasteTerminatorMatched = 0
  /// Bytes dropped since a sequence grew past its cap.
  var discardedCount = 0
  /// Whether an Escape came just before the key being decoded: Alt is held.
  var altPrefix = false
  /// The device control string being read, in state `deviceControl`.
  var deviceControl = DeviceControlString()
  var events: [InputEvent] = []

  /// Creates a decoder.
  ///
  /// - Parameters:
  ///   - maximumSequenceLength: The cap on one escape sequence's bytes (at least 8).
  ///   - maximumPasteLength: The cap on one paste's bytes (at least 0).
  public init(
    maximumSequenceLength: Int = InputDecoder.defaultMaximumSequenceLength,
    maximumPasteLength: Int = InputDecoder.defaultMaximumPasteLength
  ) {
    self.maximumSequenceLength = max(8, maximumSequenceLength)
    self.maximumPasteLength = max(0, maximumPasteLength)
  }

  /// Whether bytes are held back that ``flush()`` would turn into events: a lone
  /// Escape, an unfinished escape sequence or an unfinished UTF-8 character. An open
  /// paste does not count: a paste may pause and is never cut short by a flush.
  public var hasPendingInput: Bool {
    switch state {
    case .ground: return utf8Needed > 0
    case .escape, .sequence, .discarding, .legacyMouse, .deviceControl: return true
    case .paste, .pasteDiscarding: return false
    }
  }

  /// Whether a bracketed paste has started and not yet ended.
  public var isInPaste: Bool { state == .paste || state == .pasteDiscarding }

  /// Ends an open paste whose end marker has not come (the input went quiet): reports
  /// what it held as ``InputEvent/paste(_:)``, unless its byte limit reported it
  /// already, and decodes the next bytes as keys again.
  ///
  /// - Returns: The paste, or no event when no paste is open or it was reported.
  public mutating func endPaste() -> [InputEvent] {
    switch state {
    case .paste:
      for index in 0..<pasteTerminatorMatched { appendPasted(Self.pasteTerminator[index]) }
      // The marker's prefix may have filled the paste to its byte limit, which reports
      // it already.
      if case .paste = state {
        events.append(.paste(String(decoding: pasteBytes, as: UTF8.self)))
      }
    case .pasteDiscarding:
      break
    default:
      return takeEvents()
    }
    pasteBytes.removeAll(keepingCapacity: false)
    pasteTerminatorMatched = 0
    resetToGround()
    return takeEvents()
  }

  /// The bytes held inside the decoder right now (for tests of the memory bound).
  var bufferedByteCount: Int { sequence.count + utf8.count + pasteBytes.count }

  /// Decodes the next bytes of input and returns the events they complete.
  ///
  /// - Parameter bytes: The bytes just read, in order.
  /// - Returns: The events completed by these bytes, in order; bytes that may start a
  ///   longer sequence are held back for the next call.
  public mutating func decode(_ bytes: some Sequence<UInt8>) -> [InputEvent] {
    for byte in bytes {
      consume(byte)
    }
    return takeEvents()
  }

  /// Ends whatever is held back, as the caller saw no more bytes for a short time.
  ///
  /// A lone ESC becomes ``/RowKit/Key/escape``; `ESC [` or `ESC O` alone become Escape and
  /// the character; a longer unfinished sequence becomes ``InputEvent/unknown(_:)``;
  /// an unfinished UTF-8 character becomes U+FFFD. An open paste stays open.
  ///
  /// - Returns: The events for the bytes held back.
  public mutating func flush() -> [InputEvent] {
    switch state {
    case .ground:
      if utf8Needed > 0 {
        emitReplacement()
      }
    case .escape:
      emit(.escape)
      resetToGround()
    case .sequence:
      if sequence.count == 2 {
        // `ESC [` and `ESC O` are what Alt-[ and Alt-Shift-O send.
        emit(KeyPress(.character(Character(Unicode.Scalar(sequence[1]))), modifiers: .alt))
      } else {
        events.append(.unknown(sequence))
      }
      resetToGround()
    case .discarding:
      resetToGround()
    case .legacyMouse:
      events.append(.unknown(sequence))
      resetToGround()
    case .paste, .pasteDiscarding:
      break
    case .deviceControl:
      flushDeviceControl()
    }
    return takeEvents()
  }

  mutating func takeEvents() -> [InputEvent] {
    defer { events.removeAll(keepingCapacity: true) }
    return events
  }

  mutating func resetToGround() {
    state = .ground
    altPrefix = false
    sequence.removeAll(keepingCapacity: true)
  }

  /// Appends a key press, with Alt when an Escape prefixed it.
  mutating func emit(_ press: KeyPress) {
    var press = press
    if altPrefix {
      press.modifiers.insert(.alt)
      altPrefix = false
    }
    events.append(.key(press))
  }

  /// Appends an event that is no key press (an Escape before it prefixes nothing).
  mutating func emitOther(_ event: InputEvent) {
    altPrefix = false
    events.append(event)
  }

  mutating func consume(_ byte: UInt8) {
    switch state {
    case .ground: consumeGround(byte)
    case .escape: consumeEscape(byte)
    case .sequence: consumeSequence(byte)
    case .discarding: consumeDiscarding(byte)
    case .legacyMouse: consumeLegacyMouse(byte)
    case .paste, .pasteDiscarding: consumePaste(byte)
    case .deviceControl: consumeDeviceControl(byte)
    }
  }

  mutating func consumeGround(_ byte: UInt8) {
    if utf8Needed > 0 {
      if continuesUTF8(byte) {
        utf8.append(byte)
        utf8Needed -= 1
        if utf8Needed == 0 {
          emitUTF8Character()
        }
        return
      }
      emitReplacement()
    }
    switch byte {
    case 0x1B:
      state = .escape
      sequence = [byte]
    case 0x03: emitOther(.interrupt)
    case 0x04: emitOther(.endOfInput)
    case 0x1A: emitOther(.suspend)
    case 0x09: emit(.tab)
    case 0x0A, 0x0D: emit(.enter)
    case 0x08, 0x7F: emit(.backspace)
    case 0x20: emit(.space)
    case 0x00: emit(KeyPress(.space, modifiers: .control))  // Ctrl-Space, Ctrl-@
    case 0x01...0x1A:  // Ctrl-A to Ctrl-Z, as lowercase letters with Control
      emit(KeyPress(.character(Character(Unicode.Scalar(byte + 0x60))), modifiers: .control))
    case 0x1C...0x1F:  // Ctrl-\ (backslash), Ctrl-], Ctrl-^, Ctrl-_
      emit(KeyPress(.character(Character(Unicode.Scalar(byte + 0x40))), modifiers: .control))
    case 0x21...0x7E: emit(.character(Character(Unicode.Scalar(byte))))
    case 0xC2...0xDF: startUTF8(byte, needing: 1)
    case 0xE0...0xEF: startUTF8(byte, needing: 2)
    case 0xF0...0xF4: startUTF8(byte, needing: 3)
    default: emit(.character("\u{FFFD}"))
    }
  }

  mutating func consumeEscape(_ byte: UInt8) {
    switch byte {
    case 0x5B, 0x4F:  // "[" or "O"
      sequence.append(byte)
      state = .sequence
    case 0x1B:
      // Escape twice: the first is the key, the second may start a sequence.
      emit(.escape)
    case 0x50:  // "P": a device control string, or Alt-P (see consumeDeviceControl).
      startDeviceControl()
    default:
      // ESC and another key: Alt plus that key (within the Escape timeout, as the
      // session calls `flush()` after it).
      resetToGround()
      altPrefix = true
      consumeGround(byte)
      if utf8Needed == 0 { altPrefix = false }
    }
  }

  mutating func consumeSequence(_ byte: UInt8) {
    switch byte {
    case 0x20...0x3F:
      if sequence.count >= maximumSequenceLength {
        events.append(.unknown(sequence))
        sequence.removeAll(keepingCapacity: true)
        discardedCount = 0
        state = .discarding
      } else {
        sequence.append(byte)
      }
    case 0x40...0x7E:
      sequence.append(byte)
      finishSequence()
    default:
      // A control byte or non-ASCII inside a sequence: the sequence was cut off.
      events.append(.unknown(sequence))
      resetToGround()
      consumeGround(byte)
    }
  }

  mutating func consumeDiscarding(_ byte: UInt8) {
    switch byte {
    case 0x20...0x3F:
      // Parameters without end: give up after another sequence's worth of bytes.
      discardedCount += 1
      if discardedCount >= maximumSequenceLength { resetToGround() }
    case 0x40...0x7E:
      resetToGround()
    default:
      resetToGround()
      consumeGround(byte)
    }
  }

  mutating func consumeLegacyMouse(_ byte: UInt8) {
    guard byte >= 0x20 else {
      // Report bytes start at 32: a control byte (Ctrl-C) cut the report off.
      events.append(.unknown(sequence))
      resetToGround()
      consumeGround(byte)
      return
    }
    sequence.append(byte)
    guard sequence.count == 6 else { return }
    let code = Int(sequence[3]) - 32
    let column = Int(sequence[4]) - 32
    let line = Int(sequence[5]) - 32
    if code >= 0 && column >= 1 && line >= 1 {
      events.append(
        .mouse(MouseEvent(code: code, column: column, line: line, released: false)))
    } else {
      events.append(.unknown(sequence))
    }
    resetToGround()
  }
}
