/// The new side of a diff as ``Diff``'s computation reads it: its number of elements,
/// the id of the element at an offset, and whether the element at an offset shows the
/// same content as an old element with its id.
///
/// The computation is generic over it, so that each caller's reads are specialised
/// and inlined into its loops: a table's new rows (``FlatRows``) are read in place,
/// each id borrowed rather than copied. ``CollectionTarget`` reads a collection
/// through the two functions a caller of ``Diff/init(from:to:id:contentEquals:)``
/// gives.
@usableFromInline
protocol DiffTarget {
  /// The elements' identity.
  associatedtype ID: Hashable
  /// The old elements this side's contents are compared with.
  associatedtype OldElement
  /// What the diff keeps of an old element while it finds its id among the new ones:
  /// its id (``CollectionTarget``), or a handle the id is read through in place (a
  /// table's slot, ``FlatRowsTarget``), so that no id is copied unless it is deleted.
  associatedtype OldKey

  /// The number of elements.
  var count: Int { get }
  /// The id of the element at `offset` (0..<count).
  func id(at offset: Int) -> ID
  /// Whether the element at `offset` has the id `other`, compared in place.
  func id(at offset: Int, equals other: ID) -> Bool
  /// Writes the 32-bit hash (``OffsetTable/hash(_:)``) of each element's id at its
  /// offset in `hashes` (room for ``count``), read in place: the pass that reads the
  /// new ids in order, which a side made of several arrays (``SectionedRows``) walks
  /// one array at a time. The hash of an old id (``idHash(ofOld:)``) is made the same
  /// way.
  func storeIDHashes(in hashes: UnsafeMutablePointer<UInt32>)
  /// Whether the element at `offset` shows the same content as `old`, an old element
  /// with the same id.
  func content(at offset: Int, equals old: OldElement) -> Bool
  /// The hash value of an old element's id, from its key.
  func idHash(ofOld key: OldKey) -> Int
  /// Whether the element at `offset` has the id of the old element with this key.
  func id(at offset: Int, equalsOld key: OldKey) -> Bool
  /// A copy of the id of the old element with this key.
  func id(ofOld key: OldKey) -> ID
}

/// A random-access collection as the new side of a diff, read through a caller's
/// functions for an element's id and for comparing contents (old element first).
///
/// It holds the functions only while one diff is computed
/// (``Diff/compute(from:to:oldID:newID:contentEquals:)`` lends them with
/// `withoutActuallyEscaping`), and is inlined away with them.
@usableFromInline
struct CollectionTarget<Base: RandomAccessCollection, ID: Hashable, OldElement>: DiffTarget {
  @usableFromInline let base: Base
  @usableFromInline let start: Base.Index
  @usableFromInline let idOf: (Base.Element) -> ID
  @usableFromInline let equals: (OldElement, Base.Element) -> Bool

  @inlinable @inline(__always)
  init(
    _ base: Base, id: @escaping (Base.Element) -> ID,
    equals: @escaping (OldElement, Base.Element) -> Bool
  ) {
    self.base = base
    start = base.startIndex
    idOf = id
    self.equals = equals
  }

  @inlinable
  var count: Int {
    @inline(__always) get { base.count }
  }

  @inlinable @inline(__always)
  func id(at offset: Int) -> ID { idOf(base[base.index(start, offsetBy: offset)]) }

  @inlinable @inline(__always)
  func id(at offset: Int, equals other: ID) -> Bool { id(at: offset) == other }

  @inlinable @inline(__always)
  func storeIDHashes(in hashes: UnsafeMutablePointer<UInt32>) {
    var offset = 0
    while offset < count {
      hashes[offset] = OffsetTable.hash(id(at: offset).hashValue)
      offset &+= 1
    }
  }

  @inlinable @inline(__always)
  func content(at offset: Int, equals old: OldElement) -> Bool {
    equals(old, base[base.index(start, offsetBy: offset)])
  }

  /// An old element's key is its id (the caller's `oldID`, computed once).
  @inlinable @inline(__always)
  func idHash(ofOld key: ID) -> Int { key.hashValue }

  @inlinable @inline(__always)
  func id(at offset: Int, equalsOld key: ID) -> Bool { id(at: offset, equals: key) }

  @inlinable @inline(__always)
  func id(ofOld key: ID) -> ID { key }
}
