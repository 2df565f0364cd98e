/// Measures one grapheme cluster for a terminal of the per-code-point family whose
/// profile differs from RowKit's rules (the scalars come adjusted to the Unicode
/// version of its tables and its per-scalar quirks, ``ScalarClass/adjusted(_:_:in:)``).
///
/// Each scalar advances by its own width, except where the terminal keeps cells of
/// joined scalars: with ``WidthQuirks/joinerJoinsNext`` a scalar after U+200D joins the
/// cell before it unless that cell holds ASCII; with ``WidthQuirks/emojiSequencesJoin``
/// it joins any cell, and U+FE0F after a 1-column emoji in a cell a 1-column scalar started adds a
/// column, and a skin tone joins the emoji it modifies. With ``WidthQuirks/cellsHold21Bytes`` a
/// cell holds at most 21 bytes of UTF-8: a scalar that would join a full cell starts
/// a cell of its own with its own width, or is dropped when it has none.
struct QuirkedCodePointMeter {
  let joins: Bool
  let emoji: Bool
  let capped: Bool
  private(set) var total = 0
  private var cellBytes = 0
  /// The own width of the scalar that started the current cell, and whether it was
  /// ASCII (a cell nothing joins).
  private var cellBase = 0
  private var cellIsASCII = true
  private var joinNext: Bool
  private var previous = ScalarClass(rawValue: 0)
  private var previousOwn = 0

  init(mode: WidthMode, joiningFirst: Bool = false) {
    emoji = mode.quirks.contains(.emojiSequencesJoin)
    joins = emoji || mode.quirks.contains(.joinerJoinsNext)
    capped = mode.quirks.contains(.cellsHold21Bytes)
    joinNext = joiningFirst && joins
    cellIsASCII = !joiningFirst
  }

  mutating func add(_ value: UInt32, _ scalarClass: ScalarClass) {
    let own = scalarClass.codePointWidth
    guard joins else {
      total &+= own
      return
    }
    let length = value < 0x80 ? 1 : value < 0x800 ? 2 : value < 0x1_0000 ? 3 : 4
    let fits = !capped || cellBytes &+ length <= 21
    defer {
      previous = scalarClass
      previousOwn = own
    }
    if (joinNext && (emoji || !cellIsASCII)) || value == 0x200D {
      joinNext = value == 0x200D
      if fits {
        cellBytes &+= length
        return
      }
      if own == 0 { return }  // Dropped: the cell is full.
    } else if !emoji {
      joinNext = false
      if own == 0 { return }
    } else if value == 0xFE0F {
      if fits { cellBytes &+= length }
      // After a narrow emoji, in a cell that a narrow scalar started: one more column.
      if isEmoji(previous) && previousOwn == 1 && cellBase == 1 { total &+= 1 }
      return
    } else if (0x1F3FB...0x1F3FF).contains(value) && previous.role == .emojiModifierBase, fits {
      cellBytes &+= length  // A skin tone joins the emoji it modifies.
      return
    } else if own == 0 {
      if fits { cellBytes &+= length }
      return
    }
    // A cell of its own.
    joinNext = false
    cellBytes = length
    cellBase = own
    cellIsASCII = value < 0x80
    total &+= own
  }

  private func isEmoji(_ scalarClass: ScalarClass) -> Bool {
    scalarClass.role == .emoji || scalarClass.role == .emojiModifierBase
  }
}
