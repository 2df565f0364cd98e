extension Diff {
  /// Computes the changes from `old` to `new` for elements that are their own
  /// content: matched by `id`, compared with `==`.
  ///
  /// ```swift
  /// let diff = try Diff(from: ["a", "b", "c"], to: ["c", "a"], id: { $0 })
  /// // deletions [1], moves [2->0]
  /// ```
  ///
  /// - Throws: ``DiffError`` as ``init(from:to:id:contentEquals:)`` does.
  /// - Complexity: as ``init(from:to:id:contentEquals:)``.
  @inlinable
  public init<Old: Collection, New: RandomAccessCollection, ID: Hashable>(
    from old: Old, to new: New, id: (New.Element) -> ID
  ) throws(DiffError) where Old.Element == New.Element, New.Element: Equatable {
    try self.init(from: old, to: new, id: id, contentEquals: ==)
  }

  /// Computes the changes from `old` to `new` for identifiable elements: matched by
  /// their `id`, compared with `==`.
  ///
  /// ```swift
  /// let diff = try Diff(from: oldRows, to: newRows)
  /// ```
  ///
  /// - Throws: ``DiffError`` as ``init(from:to:id:contentEquals:)`` does.
  /// - Complexity: as ``init(from:to:id:contentEquals:)``.
  @inlinable
  public init<Old: Collection, New: RandomAccessCollection>(
    from old: Old, to new: New
  ) throws(DiffError)
  where Old.Element == New.Element, New.Element: Identifiable & Equatable {
    try self.init(from: old, to: new, id: { $0.id }, contentEquals: ==)
  }
}
