/// The searchable text of every row, in flat order as the rows stood when it was
/// gathered, packed as UTF-8 in one buffer: what a text filter searches. Text `i` is
/// the text of the row at flat index `i` while the rows stay as they were.
///
/// A row without searchable text lends no bytes and is listed in ``rowsWithoutText``.
struct RowTexts {
  /// The texts, one a row.
  private(set) var texts = PackedTexts()
  /// The flat indexes of the rows without searchable text, ascending.
  private(set) var rowsWithoutText: [UInt32] = []

  var count: Int { texts.count }

  /// Gathers the texts of a tree's rows, in order.
  ///
  /// - Complexity: O(n) kind calls, plus the texts' bytes.
  init(of tree: RowTree) {
    let order = tree.slotsInOrder()
    texts = PackedTexts(reservingTexts: order.count, bytes: order.count * 16)
    for (index, slot) in order.enumerated() {
      if let text = tree.row(inSlot: slot).content.searchText {
        texts.append(text)
      } else {
        texts.append(UnsafeBufferPointer(start: nil, count: 0))
        rowsWithoutText.append(UInt32(truncatingIfNeeded: index))
      }
    }
  }

  init() {}
}
