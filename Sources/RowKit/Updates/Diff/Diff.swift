/// The changes that turn one collection into another, as offsets: the elements
/// deleted from the old collection, those inserted into the new one, and the
/// matched elements (the same id on both sides) that moved or changed.
///
/// A diff is computed from two collections and two functions: one that gives each
/// element's identity and one that says whether two elements with the same identity
/// show the same content. It works on any Swift collections, not only rows:
///
/// ```swift
/// struct Item: Identifiable, Equatable { var id: Int; var title: String }
/// let old = [Item(id: 1, title: "a"), Item(id: 2, title: "b"), Item(id: 3, title: "c")]
/// let new = [Item(id: 3, title: "c"), Item(id: 1, title: "A"), Item(id: 4, title: "d")]
/// let diff = try Diff(from: old, to: new)
/// // diff.deletions == [1]                       (id 2)
/// // diff.insertions == [2]                      (id 4)
/// // diff.moves == [Diff.Match(old: 2, new: 0)]  (id 3)
/// // diff.updates == [Diff.Match(old: 0, new: 1)] (id 1: "a" became "A")
/// ```
///
/// Moves are minimal: the matched elements outside one longest run that kept its
/// relative order (a longest increasing subsequence of their old offsets, taken in
/// new order). Moving one element far is one move, never a shift of everything it
/// jumped over.
///
/// To turn the old collection into the new one in place:
/// 1. remove the elements at ``deletions`` and at the ``moves``' old offsets, from
///    the highest offset down;
/// 2. insert, from the lowest new offset up, the new element at each of
///    ``insertions`` and the removed element of each move at its new offset;
/// 3. give each of ``updates`` its new content (at its new offset).
///
/// Offsets count from 0 from the start of each collection, whatever its index type.
public struct Diff: Hashable, Sendable {
  /// An element that is in both collections: its offset in the old one and in the
  /// new one.
  public struct Match: Hashable, Sendable, CustomStringConvertible {
    /// The element's offset in the old collection.
    public var old: Int
    /// The element's offset in the new collection.
    public var new: Int

    /// Creates a match of an old offset with a new offset.
    public init(old: Int, new: Int) {
      self.old = old
      self.new = new
    }

    /// `old->new`, for example `2->0`.
    public var description: String { "\(old)->\(new)" }
  }

  /// The number of elements of the old collection.
  public internal(set) var oldCount: Int
  /// The number of elements of the new collection.
  public internal(set) var newCount: Int
  /// The old offsets of the elements whose id is not in the new collection, in
  /// ascending order.
  public internal(set) var deletions: [Int]
  /// The new offsets of the elements whose id is not in the old collection, in
  /// ascending order.
  public internal(set) var insertions: [Int]
  /// The matched elements that changed their order relative to the other matched
  /// elements, in ascending order of their new offsets. Their number is the least
  /// that any reordering needs: the matched count minus the length of a longest run
  /// that kept its order.
  public internal(set) var moves: [Match]
  /// The matched elements whose content differs (moved or not), in ascending order
  /// of their new offsets.
  public internal(set) var updates: [Match]

  /// A diff of two collections with `oldCount` and `newCount` elements, from its
  /// parts. The parts are taken as they are; ``init(from:to:id:contentEquals:)``
  /// computes them.
  public init(
    oldCount: Int, newCount: Int, deletions: [Int], insertions: [Int], moves: [Match],
    updates: [Match]
  ) {
    self.oldCount = oldCount
    self.newCount = newCount
    self.deletions = deletions
    self.insertions = insertions
    self.moves = moves
    self.updates = updates
  }

  /// Whether the new collection equals the old one: nothing deleted, inserted,
  /// moved or updated.
  public var isEmpty: Bool {
    deletions.isEmpty && insertions.isEmpty && moves.isEmpty && updates.isEmpty
  }

  /// Whether only contents changed: every element kept its id and its place.
  public var isUpdatesOnly: Bool {
    deletions.isEmpty && insertions.isEmpty && moves.isEmpty
  }
}
