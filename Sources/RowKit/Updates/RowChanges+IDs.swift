extension RowChanges {
  /// The ids of one kind of change (``RowChanges/inserted``, ``RowChanges/deleted``,
  /// ``RowChanges/moved`` or ``RowChanges/updated``), in order: a random-access
  /// collection of ``RowID``.
  ///
  /// ```swift
  /// let changes = try RowChanges(from: oldRows, to: newRows)
  /// if changes.moved == ["e"] { … }
  /// for id in changes.inserted { … }
  /// let moved = Array(changes.moved)
  /// ```
  ///
  /// When the new rows are an array (or an array slice), the ids of rows in the new
  /// list are not copied out of it: the list keeps the new rows (the array's storage,
  /// shared, not copied) and the diff's offsets into them, and reads each id in place
  /// when it is asked for. So summarising a shuffle of ten thousand rows with string
  /// ids retains and releases none of their strings; a list keeps its rows alive while
  /// it lives. Other collections of new rows, and the deleted rows, are listed as ids.
  ///
  /// Lists compare and hash by their ids in order, however they hold them: a list
  /// equals an array literal of the same ids.
  public struct IDs: RandomAccessCollection, Hashable, Sendable, ExpressibleByArrayLiteral,
    CustomStringConvertible
  {
    /// How the ids are held.
    @usableFromInline
    enum Storage: Sendable {
      /// The ids themselves.
      case ids([RowID])
      /// The ids of the rows at these offsets from the start of `rows`.
      case offsets([Int], rows: ArraySlice<Row>)
      /// The ids of the rows at these matches' new offsets from the start of `rows`.
      case matches([Diff.Match], rows: ArraySlice<Row>)
    }

    @usableFromInline let storage: Storage

    @inlinable
    init(storage: Storage) { self.storage = storage }

    /// A list of these ids, in this order.
    public init<Elements: Sequence<RowID>>(_ ids: Elements) {
      storage = .ids(Array(ids))
    }

    /// A list of these ids, in this order.
    public init(arrayLiteral ids: RowID...) { storage = .ids(ids) }

    /// The position of the first id: 0.
    @inlinable
    public var startIndex: Int { 0 }

    /// The number of ids.
    @inlinable
    public var endIndex: Int {
      switch storage {
      case .ids(let ids): ids.count
      case .offsets(let offsets, _): offsets.count
      case .matches(let matches, _): matches.count
      }
    }

    /// The id at `position` (`0..<count`), read from the new rows in place when the
    /// list holds offsets into them.
    @inlinable
    public subscript(position: Int) -> RowID {
      switch storage {
      case .ids(let ids): ids[position]
      case .offsets(let offsets, let rows): rows[rows.startIndex + offsets[position]].id
      case .matches(let matches, let rows): rows[rows.startIndex + matches[position].new].id
      }
    }

    /// Whether two lists have the same ids in the same order.
    public static func == (lhs: IDs, rhs: IDs) -> Bool {
      lhs.count == rhs.count && lhs.elementsEqual(rhs)
    }

    /// Feeds the number of ids and each id, in order, to `hasher`.
    public func hash(into hasher: inout Hasher) {
      hasher.combine(count)
      for id in self { hasher.combine(id) }
    }

    /// The ids as an array prints them, for example `[a, b, 3]`.
    public var description: String { Array(self).description }
  }
}
