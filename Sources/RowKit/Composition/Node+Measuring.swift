extension Node {
  /// The widest a composition is laid out, and the largest stack spacing: 16,777,216
  /// columns (2^24). A wider width (a table's viewport of `Int.max` columns, say) is
  /// laid out at this width, so that no sum of widths and spacings can overflow.
  public static let maximumWidth = 1 << 24

  /// The number of lines this node needs at `width` columns, with text measured in
  /// `mode`. A width above ``maximumWidth`` counts as that width.
  ///
  /// - Complexity: O(size of the composition + length of its text): each text is
  ///   read once, and again only where it wraps.
  public func height(forWidth width: Int, mode: WidthMode = .graphemeClusters) -> Int {
    var texts = TextMeasures(mode: mode, collectsLines: false)
    return height(forWidth: width, &texts)
  }

  /// The number of lines at `width`, with what `texts` has learnt of the texts.
  func height(forWidth width: Int, _ texts: inout TextMeasures) -> Int {
    let width = min(max(0, width), Node.maximumWidth)
    switch storage {
    case .empty, .spacer: return 0
    case .text(let text, _, _): return texts.lineCount(text, width: width)
    case .button, .mark: return 1
    case .stack(.vertical, let children, let spacing):
      var total = 0
      var shown = 0
      for child in children {
        let height = child.height(forWidth: width, &texts)
        guard height > 0 else { continue }
        total = total &+ height
        shown += 1
      }
      return total &+ spacing &* max(0, shown - 1)
    case .stack(.horizontal, let children, let spacing):
      var total = 0
      for line in Node.horizontalLines(of: children, spacing: spacing, width: width, &texts) {
        var tallest = 0
        for (index, childWidth) in zip(line.children, line.widths) {
          tallest = max(tallest, children[index].height(forWidth: childWidth, &texts))
        }
        total = total &+ tallest
      }
      return total
    case .padding(let insets, let child):
      return child.height(forWidth: width - insets.horizontal, &texts) &+ insets.vertical
    case .background(_, let child), .control(_, let child, _):
      return child.height(forWidth: width, &texts)
    case .frame(let fixed, let child):
      return child.height(forWidth: min(fixed, width), &texts)
    case .firstFitting:
      return resolved(forWidth: width, &texts).height(forWidth: width, &texts)
    }
  }

  /// Whether the node takes whatever width it is offered (text, spacers, and
  /// containers of them) rather than a fixed width.
  var isFlexible: Bool {
    switch storage {
    case .empty, .button, .mark, .frame: return false
    case .text, .spacer: return true
    case .stack(_, let children, _): return children.contains { $0.isFlexible }
    case .padding(_, let child), .background(_, let child), .control(_, let child, _):
      return child.isFlexible
    case .firstFitting(let candidates): return candidates.contains { $0.isFlexible }
    }
  }

  /// The width the node would take on one line, without wrapping.
  func idealWidth(_ texts: inout TextMeasures) -> Int {
    switch storage {
    case .empty: return 0
    case .spacer(let minLength): return minLength
    case .text(let text, _, _): return texts.widestLine(text)
    case .button(_, let label, _, _): return texts.buttonWidth(label)
    case .mark: return 3
    case .stack(.horizontal, let children, let spacing):
      var total = spacing &* max(0, children.count - 1)
      for child in children { total = total &+ child.idealWidth(&texts) }
      return total
    case .stack(.vertical, let children, _):
      var widest = 0
      for child in children { widest = max(widest, child.idealWidth(&texts)) }
      return widest
    case .padding(let insets, let child): return child.idealWidth(&texts) &+ insets.horizontal
    case .background(_, let child), .control(_, let child, _):
      return child.idealWidth(&texts)
    case .frame(let width, _): return width
    case .firstFitting(let candidates): return candidates.first?.idealWidth(&texts) ?? 0
    }
  }

  var isSpacer: Bool {
    if case .spacer = storage { return true }
    return false
  }

  static func buttonWidth(_ label: String, mode: WidthMode) -> Int {
    DisplayWidth.of(Sanitizer.visible(label), mode: mode) + 4
  }

  /// One line of an `hstack` laid out at a width: the children on it (a run of the
  /// stack's children, in order) and the width each gets.
  struct HStackLine {
    var children: Range<Int>
    var widths: [Int]
  }

  /// How an `hstack` places its children at `width` columns: on one line when they
  /// fit with every text keeping its longest word whole, else wrapped below onto as
  /// many lines as it takes.
  ///
  /// Wrapping is greedy, as for words: a line takes children while their narrowest
  /// widths (and the spacing) fit; a child that fits no line alone gets a line of its
  /// own. Spacers neither start nor end a wrapped line.
  ///
  /// - Complexity: O(children) beyond measuring each child's ideal width, and its
  ///   narrowest width only when the ideal widths do not fit.
  static func horizontalLines(
    of children: [Node], spacing: Int, width: Int, _ texts: inout TextMeasures
  ) -> [HStackLine] {
    guard !children.isEmpty else { return [] }
    let width = max(0, width)
    // Laid out once a layout: its height is measured, then its children placed.
    return texts.hstackLines(of: children, spacing: spacing, width: width) { texts in
      layOutLines(of: children, spacing: spacing, width: width, &texts)
    }
  }

  /// ``horizontalLines(of:spacing:width:_:)`` worked out, for children that are not none.
  private static func layOutLines(
    of children: [Node], spacing: Int, width: Int, _ texts: inout TextMeasures
  ) -> [HStackLine] {
    let gaps = spacing * (children.count - 1)
    var ideals: [Int] = []
    ideals.reserveCapacity(children.count)
    var total = gaps
    for child in children {
      let ideal = child.idealWidth(&texts)
      ideals.append(ideal)
      total = total &+ ideal
    }
    if total <= width {
      let widths = columnWidths(
        of: children.indices, in: children, ideals: ideals, minimums: nil, spacing: spacing,
        width: width)
      return [HStackLine(children: children.indices, widths: widths)]
    }
    var minimums: [Int] = []
    minimums.reserveCapacity(children.count)
    for child in children { minimums.append(child.minimumWidth(&texts)) }
    if children.count == 1 || minimums.reduce(gaps, +) <= width {
      let widths = columnWidths(
        of: children.indices, in: children, ideals: ideals, minimums: minimums,
        spacing: spacing, width: width)
      return [HStackLine(children: children.indices, widths: widths)]
    }
    var runs: [Range<Int>] = []
    var start = 0
    var end = 0
    var used = 0
    func close() {
      while end > start, children[end - 1].isSpacer { end -= 1 }
      if end > start { runs.append(start..<end) }
    }
    for index in children.indices {
      if end == start {
        // A spacer does not start a wrapped line.
        if children[index].isSpacer && !runs.isEmpty {
          start = index + 1
          end = start
          continue
        }
        start = index
        end = index + 1
        used = minimums[index]
      } else if used + spacing + minimums[index] > width {
        close()
        start = index + (children[index].isSpacer ? 1 : 0)
        end = children[index].isSpacer ? start : index + 1
        used = children[index].isSpacer ? 0 : minimums[index]
      } else {
        end = index + 1
        used += spacing + minimums[index]
      }
    }
    close()
    return runs.map { run in
      HStackLine(
        children: run,
        widths: columnWidths(
          of: run, in: children, ideals: ideals, minimums: minimums, spacing: spacing,
          width: width))
    }
  }

  /// The widths of a run of an `hstack`'s children side by side in `width` columns.
  ///
  /// Fixed children get their ideal width and spacers their minimum length; flexible
  /// children get at least their narrowest width (`minimums`, when given) and share
  /// the rest, none getting more than its ideal width while another still wants more
  /// (water filling, the shortest wishes first); spacers take what is left over, or,
  /// without a spacer, the last flexible child. Children that do not fit even so are
  /// cut in order, the last ones first.
  static func columnWidths(
    of run: Range<Int>, in children: [Node], ideals: [Int], minimums: [Int]?, spacing: Int,
    width: Int
  ) -> [Int] {
    var widths: [Int] = []
    widths.reserveCapacity(run.count)
    var available = max(0, width - spacing * max(0, run.count - 1))
    var spacers = 0
    var flexible = 0
    var lastFlexible: Int?
    var wishes = 0
    for index in run {
      let child = children[index]
      let floor: Int
      if child.isSpacer {
        spacers += 1
        floor = ideals[index]
      } else if child.isFlexible {
        flexible += 1
        lastFlexible = widths.count
        floor = min(minimums?[index] ?? 0, ideals[index])
      } else {
        floor = min(minimums?[index] ?? ideals[index], ideals[index])
      }
      let granted = min(floor, available)
      available -= granted
      widths.append(granted)
      if !child.isSpacer && child.isFlexible { wishes += ideals[index] - granted }
    }
    if minimums != nil {
      // Fixed children narrower than they would like (a fixed `firstFitting`) grow first.
      for (position, index) in run.enumerated()
      where available > 0 && !children[index].isSpacer && !children[index].isFlexible {
        let grow = min(ideals[index] - widths[position], available)
        if grow > 0 {
          widths[position] += grow
          available -= grow
        }
      }
    }
    if flexible > 0 && available > 0 {
      if wishes <= available {
        // Every flexible child gets its ideal width.
        for (position, index) in run.enumerated()
        where !children[index].isSpacer && children[index].isFlexible {
          widths[position] = ideals[index]
        }
        available -= wishes
      } else {
        waterFill(&widths, run: run, in: children, ideals: ideals, extra: available)
        available = 0
      }
    }
    if available > 0 {
      if spacers > 0 {
        var extra = available % spacers
        for (position, index) in run.enumerated() where children[index].isSpacer {
          widths[position] += available / spacers + (extra > 0 ? 1 : 0)
          extra -= 1
        }
      } else if let lastFlexible {
        widths[lastFlexible] += available
      }
    }
    return widths
  }

  /// Shares `extra` columns, fewer than they wish for, among the flexible children of
  /// a run: every width becomes the same level (not below where it starts nor above
  /// its ideal width), and the columns that do not divide evenly go one each to the
  /// children with the smallest ideal widths.
  private static func waterFill(
    _ widths: inout [Int], run: Range<Int>, in children: [Node], ideals: [Int], extra: Int
  ) {
    var positions: [Int] = []
    for (position, index) in run.enumerated()
    where !children[index].isSpacer && children[index].isFlexible {
      positions.append(position)
    }
    let floors = positions.map { widths[$0] }
    let caps = positions.map { max(ideals[run.lowerBound + $0], widths[$0]) }
    let budget = extra + floors.reduce(0, +)
    func total(_ level: Int) -> Int {
      zip(floors, caps).reduce(0) { $0 + min(max(level, $1.0), $1.1) }
    }
    var low = 0
    var high = caps.max() ?? 0
    // The highest level whose total fits the budget.
    while low < high {
      let middle = (low + high + 1) / 2
      if total(middle) <= budget { low = middle } else { high = middle - 1 }
    }
    var left = budget - total(low)
    for item in positions.indices {
      widths[positions[item]] = min(max(low, floors[item]), caps[item])
    }
    // One more column each for those still below their caps, the smallest caps first.
    let growing = positions.indices.filter { max(low, floors[$0]) < caps[$0] }
      .sorted { (caps[$0], $0) < (caps[$1], $1) }
    for item in growing where left > 0 {
      widths[positions[item]] += 1
      left -= 1
    }
  }

  /// The frames of a stack's children inside `frame`; a child left off every line of a
  /// wrapped `hstack` (a spacer at a line's edge) gets an empty frame.
  static func childFrames(
    of children: [Node], axis: Axis, spacing: Int, in frame: Rect, _ texts: inout TextMeasures
  ) -> [Rect] {
    var frames: [Rect] = []
    frames.reserveCapacity(children.count)
    switch axis {
    case .horizontal:
      frames = Array(
        repeating: Rect(column: frame.minColumn, line: frame.minLine, width: 0, height: 0),
        count: children.count)
      var top = frame.minLine
      for line in horizontalLines(of: children, spacing: spacing, width: frame.width, &texts) {
        var column = frame.minColumn
        var tallest = 0
        for (index, width) in zip(line.children, line.widths) {
          let height = children[index].height(forWidth: width, &texts)
          frames[index] = Rect(column: column, line: top, width: width, height: height)
          column += width + spacing
          tallest = max(tallest, height)
        }
        top += tallest
      }
    case .vertical:
      var line = frame.minLine
      for child in children {
        let height = child.height(forWidth: frame.width, &texts)
        frames.append(Rect(column: frame.minColumn, line: line, width: frame.width, height: height))
        if height > 0 { line += height + spacing }
      }
    }
    return frames
  }

  /// The enabled controls in the composition, in focus order, each once.
  ///
  /// A ``ComposedContentView`` answers from its layout instead, leaving out controls
  /// drawn nowhere at its width.
  public var controls: [ControlID] {
    var found: [ControlID] = []
    collectControls(into: &found)
    var seen = Set<ControlID>()
    return found.filter { seen.insert($0).inserted }
  }

  private func collectControls(into found: inout [ControlID]) {
    switch storage {
    case .empty, .text, .mark, .spacer: return
    case .button(let id, _, _, let isEnabled): if isEnabled { found.append(id) }
    case .control(let id, _, let isEnabled): if isEnabled { found.append(id) }
    case .stack(_, let children, _): for child in children { child.collectControls(into: &found) }
    case .padding(_, let child), .background(_, let child), .frame(_, let child):
      child.collectControls(into: &found)
    case .firstFitting(let candidates): candidates.first?.collectControls(into: &found)
    }
  }
}
