import RowKit

func fuzzTarget(_ bytes: [UInt8]) {
  var decoder = InputDecoder(maximumSequenceLength: 32, maximumPasteLength: 256)
  var rest = bytes[...]
  while !rest.isEmpty {
    let size = Int(rest.first ?? 1) % 7 + 1
    _ = decoder.decode(rest.prefix(size))
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
