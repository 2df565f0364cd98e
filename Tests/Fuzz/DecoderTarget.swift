import RowKit

func fuzzTarget(_ bytes: [UInt8]) {
  var decoder = InputDecoder(maximumSequenceLength: 32, maximumPasteLength: 256)
  var rest = bytes[...]
  while !rest.isEmpty {
    let size = Int(rest.first ?? 1) % 7 + 1
    for event in decoder.decode(rest.prefix(size)) {
      if case .key(let press) = event {
        precondition(press.modifiers.rawValue & 0xF0 == 0, "modifier bits beyond the four")
        if case .tab = press.key { precondition(!press.modifiers.contains(.shift), "Shift-Tab") }
        if case .character(let character) = press.key, character.isCased {
          precondition(!press.modifiers.contains(.shift), "a letter with Shift")
        }
        if case .function(let number) = press.key {
          precondition((1...35).contains(number), "no such function key")
        }
      }
    }
    rest = rest.dropFirst(size)
    precondition(decoder.bufferedByteCount <= 256 + 32, "decoder holds too many bytes")
  }
  var interrupted = decoder
  precondition(interrupted.decode([0x03]).last == .interrupt, "Ctrl-C lost its meaning")
  _ = decoder.flush()
  _ = decoder.endPaste()
  precondition(
    decoder.decode([0x71]) == [.key(.character("q"))], "typing does not work after a quiet time")
}
