extension Character {
  /// The display width in `mode`, with a fast path for printable ASCII (always one
  /// column); everything else is measured by ``DisplayWidth``.
  @inline(__always)
  func columns(_ mode: WidthMode) -> Int {
    if let ascii = asciiValue, ascii >= 0x20, ascii < 0x7F { return 1 }
    return DisplayWidth.of(self, mode: mode)
  }
}
