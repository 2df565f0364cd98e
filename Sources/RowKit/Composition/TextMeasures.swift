/// What one layout of a composition learns about its texts, so that it reads each
/// text once: its lines as written, its widest line and its widest word in one pass
/// (``TextWrapper/measure(_:mode:collectingLines:)``), and a second pass only to wrap
/// it at a width narrower than its widest line.
///
/// A composition often holds one text more than once (the candidates of
/// ``Node/firstFitting(_:)`` and ``Node/withTrailingAccessory(_:)`` share their
/// content); texts are matched by value, which for one string shared by several
/// nodes is a comparison of one buffer with itself.
struct TextMeasures {
  private struct Entry {
    let text: String
    let measurement: TextMeasurement
    /// The text wrapped at widths narrower than its widest line.
    var wrapped: [(width: Int, lines: [String])] = []
  }

  /// How characters are measured.
  let mode: WidthMode
  /// Whether lines are kept for drawing, or only counted for a height.
  let collectsLines: Bool
  private var entries: [Entry] = []
  private var buttons: [(label: String, width: Int)] = []
  /// The `hstack`s laid out so far, each by its children (kept, so that their array
  /// stays alive and is known by its address), its spacing and the width: measuring a
  /// stack's height and placing its children share one layout of its lines.
  private var hstacks: [(children: [Node], spacing: Int, width: Int, lines: [Node.HStackLine])] =
    []
  /// The passes made over texts: one a text, plus one for each narrower width it
  /// wrapped at.
  private(set) var passes = 0

  init(mode: WidthMode, collectsLines: Bool) {
    self.mode = mode
    self.collectsLines = collectsLines
  }

  /// The text's ideal width: its widest line as written.
  mutating func widestLine(_ text: String) -> Int {
    entries[entry(text)].measurement.widestLine
  }

  /// The narrowest width at which no word of the text breaks.
  mutating func widestWord(_ text: String) -> Int {
    entries[entry(text)].measurement.widestWord
  }

  /// The number of lines of the text at `width` (below 1 counts as 1).
  mutating func lineCount(_ text: String, width: Int) -> Int {
    let width = max(1, width)
    let index = entry(text)
    let measurement = entries[index].measurement
    if width >= measurement.widestLine { return measurement.lineCount }
    if let wrapped = entries[index].wrapped.first(where: { $0.width == width }) {
      return wrapped.lines.count
    }
    guard collectsLines else {
      passes += 1
      return TextWrapper.lineCount(text, width: width, mode: mode)
    }
    return lines(text, width: width).count
  }

  /// The lines of the text at `width` (below 1 counts as 1).
  mutating func lines(_ text: String, width: Int) -> [String] {
    let width = max(1, width)
    let index = entry(text)
    let measurement = entries[index].measurement
    if width >= measurement.widestLine, let lines = measurement.lines { return lines }
    if let wrapped = entries[index].wrapped.first(where: { $0.width == width }) {
      return wrapped.lines
    }
    passes += 1
    let lines = TextWrapper.wrap(text, width: width, mode: mode)
    entries[index].wrapped.append((width, lines))
    return lines
  }

  /// The width of a button with this label (``Node/buttonWidth(_:mode:)``), measured
  /// once a layout.
  mutating func buttonWidth(_ label: String) -> Int {
    if let known = buttons.first(where: { $0.label == label }) { return known.width }
    let width = Node.buttonWidth(label, mode: mode)
    buttons.append((label, width))
    return width
  }

  /// The lines of the `hstack` of `children` `spacing` columns apart at `width`, laid
  /// out now (by `layOut`) if they are new: a stack is known by its children's array
  /// (the same array, not an equal one), so that two stacks are never taken for one.
  mutating func hstackLines(
    of children: [Node], spacing: Int, width: Int,
    _ layOut: (inout TextMeasures) -> [Node.HStackLine]
  ) -> [Node.HStackLine] {
    let address = children.withUnsafeBufferPointer { $0.baseAddress }
    for known in hstacks where known.width == width && known.spacing == spacing {
      if known.children.withUnsafeBufferPointer({ $0.baseAddress }) == address {
        return known.lines
      }
    }
    let lines = layOut(&self)
    hstacks.append((children, spacing, width, lines))
    return lines
  }

  /// The entry of a text, measured now if it is new.
  private mutating func entry(_ text: String) -> Int {
    if let index = entries.firstIndex(where: { $0.text == text }) { return index }
    passes += 1
    entries.append(
      Entry(
        text: text,
        measurement: TextWrapper.measure(text, mode: mode, collectingLines: collectsLines)))
    return entries.count - 1
  }
}
