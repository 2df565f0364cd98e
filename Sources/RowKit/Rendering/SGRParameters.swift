/// The parameters of one SGR sequence, kept inline: building a transition allocates
/// nothing. Every SGR parameter RowKit writes is below 256 (codes up to 107, colour
/// indexes and RGB components), and a sequence has at most 19 of them (a reset or
/// the bold-and-dim reset, five attributes and their re-set, two colours of five).
struct SGRParameters {
  private var values = SIMD32<UInt8>()
  /// How many parameters there are.
  private(set) var count = 0

  /// Adds a parameter (0 to 255).
  mutating func append(_ value: Int) {
    values[count] = UInt8(truncatingIfNeeded: value)
    count += 1
  }

  /// Adds the parameters of a colour as foreground or background.
  mutating func append(_ color: Color, background: Bool) {
    let base = background ? 40 : 30
    switch color {
    case .indexed(let index):
      append(base + 8)
      append(5)
      append(Int(index))
    case .rgb(let red, let green, let blue):
      append(base + 8)
      append(2)
      append(Int(red))
      append(Int(green))
      append(Int(blue))
    default:
      let number = color.namedIndex ?? 0
      append(number < 8 ? base + number : base + 60 + number - 8)
    }
  }

  /// The parameters, in order.
  var array: [Int] { (0..<count).map { Int(values[$0]) } }

  /// The number of bytes the parameters take written out, separators included.
  var length: Int {
    var total = count - 1
    for index in 0..<count {
      let value = values[index]
      total += value >= 100 ? 3 : value >= 10 ? 2 : 1
    }
    return total
  }

  /// Appends the sequence, `ESC [` the parameters `m`.
  func write(into buffer: inout OutputBuffer) {
    buffer.append(OutputBuffer.escape)
    buffer.append(0x5B)  // [
    for index in 0..<count {
      if index > 0 { buffer.append(0x3B) }  // ;
      buffer.appendDecimal(Int(values[index]))
    }
    buffer.append(0x6D)  // m
  }
}
