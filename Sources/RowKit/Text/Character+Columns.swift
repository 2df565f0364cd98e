extension Character {
  /// The display width, with a fast path for printable ASCII (always one column);
  /// everything else is measured by ``DisplayWidth``.
  var columns: Int {
    if let ascii = asciiValue, ascii >= 0x20, ascii < 0x7F { return 1 }
    return DisplayWidth.of(self)
  }

  /// The value of the character's only scalar, or `nil` for a cluster of several.
  var singleScalarValue: UInt32? {
    let scalars = unicodeScalars
    guard let first = scalars.first, scalars.index(after: scalars.startIndex) == scalars.endIndex
    else { return nil }
    return first.value
  }
}
