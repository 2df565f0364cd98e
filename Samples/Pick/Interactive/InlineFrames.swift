/// Moves a frame's bytes into a band of the screen, for `--height`: the picker draws
/// below the shell's prompt and leaves the lines above as they were.
///
/// ``RowKit/FrameDiffWriter`` writes frames for a whole screen: its positions are
/// absolute (`ESC [` *r* `;` *c* `H`) and a repaint clears the screen (`ESC [2J`).
/// Here each position moves down by the band's top line, and the clear becomes an
/// erase from the band's top to the end of the screen; every other byte it writes
/// (relative moves, erase to the end of the line, styles, text) stays as it is.
struct InlineFrames {
  /// The band's first screen line, from 1.
  var top: Int

  /// The bytes that draw `frame` (a writer's bytes for a screen the band's size) in
  /// the band.
  func translate(_ frame: [UInt8]) -> [UInt8] {
    var out: [UInt8] = []
    out.reserveCapacity(frame.count + 32)
    var index = 0
    while index < frame.count {
      let byte = frame[index]
      guard byte == 0x1B, index + 1 < frame.count, frame[index + 1] == 0x5B else {
        out.append(byte)
        index += 1
        continue
      }
      // A CSI: parameters up to its final byte.
      var end = index + 2
      while end < frame.count, !(0x40...0x7E).contains(frame[end]) { end += 1 }
      guard end < frame.count else {
        out.append(contentsOf: frame[index...])
        break
      }
      let parameters = frame[(index + 2)..<end]
      switch (frame[end], Array(parameters)) {
      case (0x48, let parameters) where parameters.allSatisfy({ $0 != 0x3F }):  // H
        let fields = parameters.split(separator: 0x3B, omittingEmptySubsequences: false)
        let line = fields.first.flatMap { Int(String(decoding: $0, as: UTF8.self)) } ?? 1
        let column =
          fields.count > 1 ? Int(String(decoding: fields[1], as: UTF8.self)) ?? 1 : 1
        out.append(contentsOf: Array("\u{1B}[\(line + top - 1);\(column)H".utf8))
      case (0x4A, [0x32]):  // 2J
        out.append(contentsOf: Array("\u{1B}[\(top);1H\u{1B}[J".utf8))
      default:
        out.append(contentsOf: frame[index...end])
      }
      index = end + 1
    }
    return out
  }
}
