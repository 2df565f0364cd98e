/// Measures one grapheme cluster for a terminal of the per-code-point family whose
/// profile differs from RowKit's rules (the scalars come adjusted to the Unicode
/// version of its tables and its per-scalar quirks, ``ScalarClass/adjusted(_:_:in:)``).
///
/// Each scalar advances by its own width, except where the terminal keeps cells of
/// joined scalars: with ``WidthQuirks/joinerJoinsNext`` a scalar after U+200D joins the
/// cell before it unless that cell holds ASCII; with ``WidthQuirks/emojiSequencesJoin``
/// it joins any cell (only an emoji the terminal knows, with
/// ``WidthQuirks/joinerJoinsOnlyEmoji``), and U+FE0F after a 1-column emoji in a cell a
/// 1-column scalar started adds a column (once a cell with
/// ``WidthQuirks/selectorWidensCellOnce``; never after a keycap's `#`, `*` or digit with
/// ``WidthQuirks/keycapSelectorNarrow``), and a skin tone joins the emoji it modifies.
/// With ``WidthQuirks/cellsHold21Bytes`` a cell holds at most 21 bytes of UTF-8: a scalar
/// that would join a full cell starts a cell of its own with its own width, or is dropped
/// when it has none. A spacing mark joins the cell before it with
/// ``WidthQuirks/spacingMarkWidensBareCell`` (adding a column only to a cell nothing has
/// joined yet) and, outside the Basic Multilingual Plane, with
/// ``WidthQuirks/supplementarySpacingMarksJoin`` (adding none).
struct QuirkedCodePointMeter {
  let joins: Bool
  let emoji: Bool
  let capped: Bool
  let marksWidenBareCell: Bool
  let supplementaryMarksJoin: Bool
  let joinsOnlyEmoji: Bool
  let widensOnce: Bool
  let keycapNarrow: Bool
  let seals: Bool
  private(set) var total = 0
  private var cellBytes = 0
  /// The own width of the scalar that started the current cell, and whether it was
  /// ASCII (a cell nothing joins).
  private var cellBase = 0
  private var cellIsASCII = true
  /// Whether a scalar has joined the current cell, and whether U+FE0F widened it.
  private var cellJoined = false
  private var cellWidened = false
  /// Whether a scalar joined after U+200D, so the rest of the cluster joins
  /// (``WidthQuirks/joinerJoinsRestOfCluster``).
  private var sealed = false
  private var joinNext: Bool
  private var previous = ScalarClass(rawValue: 0)
  private var previousValue: UInt32 = 0
  private var previousOwn = 0

  init(mode: WidthMode, joiningFirst: Bool = false) {
    let quirks = mode.quirks
    emoji = quirks.contains(.emojiSequencesJoin)
    joins = emoji || quirks.contains(.joinerJoinsNext)
    capped = quirks.contains(.cellsHold21Bytes)
    marksWidenBareCell = quirks.contains(.spacingMarkWidensBareCell)
    supplementaryMarksJoin = quirks.contains(.supplementarySpacingMarksJoin)
    joinsOnlyEmoji = quirks.contains(.joinerJoinsOnlyEmoji)
    widensOnce = quirks.contains(.selectorWidensCellOnce)
    keycapNarrow = quirks.contains(.keycapSelectorNarrow)
    seals = quirks.contains(.joinerJoinsRestOfCluster)
    joinNext = joiningFirst && joins
    cellIsASCII = !joiningFirst
  }

  mutating func add(_ value: UInt32, _ scalarClass: ScalarClass, known: Bool = true) {
    var own = scalarClass.codePointWidth
    defer {
      previous = scalarClass
      previousValue = value
      previousOwn = own
    }
    if sealed && value != 0xFE0F { return }
    if scalarClass.role == .spacing && !ScalarClass.isVowelAM(value) {
      if supplementaryMarksJoin && value >= 0x1_0000 {
        own = 0
      } else if marksWidenBareCell {
        // Joins the cell before it: one column for the first scalar to join it.
        if !cellJoined { total &+= 1 }
        cellJoined = true
        joinNext = false
        own = 0
        return
      }
    }
    guard joins else {
      cellJoined = own == 0
      total &+= own
      return
    }
    let length = value < 0x80 ? 1 : value < 0x800 ? 2 : value < 0x1_0000 ? 3 : 4
    let fits = !capped || cellBytes &+ length <= 21
    let joinable = !joinsOnlyEmoji || (value >= 0x203C && isEmoji(scalarClass) && known)
    if (joinNext && (emoji || !cellIsASCII) && joinable) || value == 0x200D {
      let afterJoiner = joinNext && value != 0x200D
      joinNext = value == 0x200D
      if fits {
        cellBytes &+= length
        cellJoined = true
        sealed = seals && afterJoiner
        return
      }
      if own == 0 { return }  // Dropped: the cell is full.
    } else if !emoji {
      joinNext = false
      if own == 0 { return }
    } else if value == 0xFE0F {
      if fits { cellBytes &+= length }
      // After a narrow emoji, in a cell that a narrow scalar started: one more column.
      if isEmoji(previous) && previousOwn == 1 && cellBase == 1
        && !(widensOnce && cellWidened) && !(keycapNarrow && previousValue < 0x80)
      {
        total &+= 1
        cellWidened = true
      }
      return
    } else if (0x1F3FB...0x1F3FF).contains(value) && previous.role == .emojiModifierBase, fits {
      cellBytes &+= length  // A skin tone joins the emoji it modifies.
      cellJoined = true
      return
    } else if own == 0 {
      joinNext = false
      if fits {
        cellBytes &+= length
        cellJoined = true
      }
      return
    }
    // A cell of its own.
    joinNext = false
    cellBytes = length
    cellBase = own
    cellIsASCII = value < 0x80
    cellJoined = false
    cellWidened = false
    total &+= own
  }

  /// Continues the cell the cluster before ended in: whether a scalar had joined it
  /// (``WidthQuirks/spacingMarkWidensBareCell``).
  mutating func continueCell(joined: Bool) {
    cellJoined = joined
  }

  /// Whether a scalar has joined the cell the cluster ends in.
  var endsInJoinedCell: Bool { cellJoined }

  private func isEmoji(_ scalarClass: ScalarClass) -> Bool {
    scalarClass.role == .emoji || scalarClass.role == .emojiModifierBase
  }
}
