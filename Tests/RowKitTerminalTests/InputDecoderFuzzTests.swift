import RowKit
import RowKitTesting
import Testing

@testable import RowKitTerminal

/// A seeded mutation fuzzer for the input decoder: keys, SGR and legacy mouse reports,
/// pastes, terminal reports, truncated and garbage sequences, split into random reads.
/// `ROWKIT_FUZZ_INPUTS=N` runs N inputs; `ROWKIT_SEED=S` replays one.
@Suite struct InputDecoderFuzzTests {
  static let esc = "\u{1B}"
  static let corpus: [[UInt8]] = [
    "\(esc)[A\(esc)[B\(esc)OC\(esc)[5~\(esc)[Zq", "\(esc)[<0;12;5M\(esc)[<0;12;5m\(esc)[<64;1;1M",
    "\(esc)[M !!\(esc)[M\u{60}\u{21}\u{21}", "\(esc)[200~pasted text\r\n\(esc)[201~",
    "\(esc)[200~\(esc)[20\(esc)[201x\(esc)[201~", "\(esc)[?2027;1$y\(esc)[?62;22c\(esc)[12;40R",
    "日本語 e\u{301} 👍🏽\u{3}\u{4}\u{1A}", "\(esc)\(esc)[\(esc)O\(esc)x\u{7F}\t ",
    // Keys with modifiers: xterm, Alt prefixes, C0 Ctrl-letters, modifyOtherKeys, kitty.
    "\(esc)[1;2A\(esc)[1;3B\(esc)[3;5~\(esc)[15;2~\(esc)O2P\(esc)[1;16D",
    "\(esc)x\(esc)é\(esc)\r\(esc)\u{7F}\(esc)\u{1}\u{0C}\u{0}\u{1C}",
    "\(esc)[27;5;13~\(esc)[27;6;65~\(esc)[27;5;99~",
    "\(esc)[97;5u\(esc)[97;6u\(esc)[99;5u\(esc)[9;2u\(esc)[97:65;6:3;97u\(esc)[57404;129u\(esc)[?1u",
  ].map { Array($0.utf8) }
  static let tokens: [[UInt8]] = [
    "\(esc)[", "\(esc)O", "\(esc)[<", "\(esc)[200~", "\(esc)[201~", "\(esc)[M", ";", "~", "M",
    "m", "999999999999", "\u{3}", "\(esc)[?", "$y", "u", ":", ";5u", ";2", "\(esc)[27;", "57",
    "\(esc)x", "\(esc)\(esc)",
  ].map { Array($0.utf8) }
  static let mutator = Mutator(corpus: corpus, tokens: tokens, maximumLength: 2048)

  @Test func fuzzedInputEndsInBoundedStateAndCtrlCAlwaysInterrupts() {
    let seeds = Mutator.seeds(base: 0xDEC0_0000, fallback: 20_000)
    var failures = 0
    var events = 0
    for seed in seeds {
      var random = SeededGenerator(seed: seed)
      let input = Self.mutator.mutate(using: &random)
      var decoder = InputDecoder(maximumSequenceLength: 32, maximumPasteLength: 256)
      var output: [InputEvent] = []
      var rest = input[...]
      var steps = 0
      while !rest.isEmpty {
        let size = Int.random(in: 1...64, using: &random)
        output += decoder.decode(rest.prefix(size))
        rest = rest.dropFirst(size)
        steps += 1
        if decoder.bufferedByteCount > 256 + 32 {
          failures += 1
          Issue.record("seed \(seed): \(decoder.bufferedByteCount) bytes held")
          break
        }
      }
      events += output.count
      // Step budget: at most one event per byte, plus the Escape and character of `ESC x`.
      if output.count > 2 * input.count + 2 {
        failures += 1
        Issue.record("seed \(seed): \(output.count) events from \(input.count) bytes")
      }
      for event in output where !isNormalised(event) {
        failures += 1
        Issue.record("seed \(seed): \(event) is not normalised; replay ROWKIT_SEED=\(seed)")
      }
      for case .paste(let text) in output where text.utf8.count > 256 * 3 {
        failures += 1
        Issue.record("seed \(seed): a paste of \(text.utf8.count) bytes past its limit")
      }
      // Ctrl-C keeps its meaning whatever came before it.
      var interrupted = decoder
      if interrupted.decode([0x03]).last != .interrupt {
        failures += 1
        Issue.record("seed \(seed): Ctrl-C after \(input) was not an interrupt")
      }
      // A quiet time ends everything held: typed text decodes as itself again.
      _ = decoder.flush()
      _ = decoder.endPaste()
      let marker = Array("q1".utf8)
      if decoder.decode(marker) != [.key(.character("q")), .key(.character("1"))] {
        failures += 1
        Issue.record(
          "seed \(seed): typing after \(input) did not give keys; replay ROWKIT_SEED=\(seed)")
      }
    }
    print(
      "fuzz input decoder: \(seeds.count) inputs (seeds from \(seeds.first ?? 0)), "
        + "\(events) events, \(failures) failures")
  }
}

/// Whether an event is as the decoder promises: a key press normalised as `KeyPress`
/// says (no Shift on Tab or on a letter with a case, no modifier bits beyond the four),
/// and never the retired `control(_:)`.
func isNormalised(_ event: InputEvent) -> Bool {
  guard case .key(let press) = event else {
    if case .interrupt = event { return true }
    if case .suspend = event { return true }
    if case .endOfInput = event { return true }
    if case .mouse = event { return true }
    if case .paste = event { return true }
    if case .report = event { return true }
    if case .unknown = event { return true }
    return false
  }
  guard press.modifiers.rawValue & 0xF0 == 0 else { return false }
  switch press.key {
  case .tab: return !press.modifiers.contains(.shift)
  case .character(let character) where character.isCased:
    return !press.modifiers.contains(.shift)
  case .function(let number): return (1...35).contains(number)
  default: return true
  }
}
