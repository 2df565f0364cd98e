extension Character {
  /// The display width in `mode`, with a fast path for printable ASCII (always one
  /// column); everything else is measured by ``DisplayWidth``.
  @inline(__always)
  func columns(_ mode: WidthMode) -> Int {
    if let ascii = asciiValue, ascii >= 0x20, ascii < 0x7F { return 1 }
    return DisplayWidth.of(self, mode: mode)
  }

  /// The display width in grapheme-cluster mode.
  var columns: Int { columns(.graphemeClusters) }

  /// The value of the character's only scalar, or `nil` for a cluster of several.
  var singleScalarValue: UInt32? {
    let scalars = unicodeScalars
    guard let first = scalars.first, scalars.index(after: scalars.startIndex) == scalars.endIndex
    else { return nil }
    return first.value
  }
}
