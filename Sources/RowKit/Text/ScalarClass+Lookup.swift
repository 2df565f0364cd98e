extension ScalarClass {
  /// The class of a scalar, looked up in the generated ``ScalarClassTable``.
  ///
  /// - Complexity: O(1): two array reads.
  @inline(__always)
  static func of(_ value: UInt32) -> ScalarClass {
    ScalarClassTable.lookup(value)
  }
}
