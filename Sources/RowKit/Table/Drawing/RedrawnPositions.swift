/// The positions, among the last frame's rows, of the rows a frame draws again when only
/// some rows changed (`TableView.changedPositions(end:focus:selection:)`): at most
/// ``capacity``, kept inline, so that a frame of a few changed rows makes no array. More
/// rows than that are drawn by comparing every row with its record.
struct RedrawnPositions {
  /// Room for a changed row and the two the focus left and entered, and one more.
  private typealias Positions = InlineArray<4, Int>

  /// The most positions kept.
  static let capacity = Positions.count

  private var positions = Positions(repeating: 0)
  private(set) var count = 0

  subscript(index: Int) -> Int { positions[index] }

  /// Adds `position` unless it is among the positions already; `false`, adding nothing,
  /// when ``capacity`` positions are kept already.
  mutating func insert(_ position: Int) -> Bool {
    for index in 0..<count where positions[index] == position { return true }
    guard count < Self.capacity else { return false }
    positions[count] = position
    count += 1
    return true
  }
}
