/// A JSON value as the quiz loader reads it: numbers keep the text they were written
/// as (so they are checked exactly, never through a `Double`), objects keep their
/// members in order.
indirect enum JSONValue: Equatable {
  case null
  case bool(Bool)
  /// A number, as written (`2`, `-0`, `1.5e3`); the parser has checked its grammar.
  case number(String)
  case string(String)
  case array([JSONValue])
  /// Members in the order written; keys are unique (the parser refuses duplicates).
  case object([(key: String, value: JSONValue)])

  static func == (lhs: JSONValue, rhs: JSONValue) -> Bool {
    switch (lhs, rhs) {
    case (.null, .null): return true
    case (.bool(let a), .bool(let b)): return a == b
    case (.number(let a), .number(let b)): return a == b
    case (.string(let a), .string(let b)): return a == b
    case (.array(let a), .array(let b)): return a == b
    case (.object(let a), .object(let b)):
      return a.count == b.count && zip(a, b).allSatisfy { $0.key == $1.key && $0.value == $1.value }
    default: return false
    }
  }

  /// The value of a number written as a whole number (`3`, `3.0`, `30e-1`, `-0`), or
  /// `nil` when it is not whole; `.some(nil)` when it is whole but beyond `Int`.
  ///
  /// Exact: the digits are shifted by the exponent as decimal text, never rounded.
  static func wholeNumber(_ text: String) -> Int?? {
    var scalars = Substring(text)
    let negative = scalars.first == "-"
    if negative { scalars = scalars.dropFirst() }
    let mantissa = scalars.prefix { $0 != "e" && $0 != "E" }
    var exponent = 0
    if mantissa.count < scalars.count {
      let written = scalars.dropFirst(mantissa.count + 1)
      // Beyond a million digits either way nothing can be whole and in range: clamp.
      let digits = written.drop { $0 == "+" || $0 == "-" }.drop { $0 == "0" }
      let magnitude = digits.count > 7 ? 10_000_000 : Int(digits) ?? 0
      exponent = written.first == "-" ? -magnitude : magnitude
    }
    let parts = mantissa.split(separator: ".", omittingEmptySubsequences: false)
    let fraction = parts.count > 1 ? parts[1] : ""
    var digits = Substring(String(parts[0]) + fraction).drop { $0 == "0" }
    exponent -= fraction.count
    if digits.isEmpty { return .some(0) }
    while exponent < 0, digits.last == "0" {
      digits = digits.dropLast()
      exponent += 1
    }
    if exponent < 0 { return nil }
    if digits.count + exponent > 19 { return .some(nil) }
    let written = (negative ? "-" : "") + digits + String(repeating: "0", count: exponent)
    return .some(Int(written))
  }
}
