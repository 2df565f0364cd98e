extension Node {
  /// The number of lines this node needs at `width` columns, with text measured in
  /// `mode`.
  ///
  /// - Complexity: O(size of the composition + length of its text).
  public func height(forWidth width: Int, mode: WidthMode = .graphemeClusters) -> Int {
    let width = max(0, width)
    switch storage {
    case .empty, .spacer: return 0
    case .text(let text, _): return TextWrapper.lineCount(text, width: max(1, width), mode: mode)
    case .button, .mark: return 1
    case .stack(.vertical, let children, let spacing):
      var total = 0
      var shown = 0
      for child in children {
        let height = child.height(forWidth: width, mode: mode)
        guard height > 0 else { continue }
        total += height
        shown += 1
      }
      return total + spacing * max(0, shown - 1)
    case .stack(.horizontal, let children, let spacing):
      let widths = Node.columnWidths(of: children, spacing: spacing, width: width, mode: mode)
      var tallest = 0
      for (child, childWidth) in zip(children, widths) {
        tallest = max(tallest, child.height(forWidth: childWidth, mode: mode))
      }
      return tallest
    case .padding(let insets, let child):
      return child.height(forWidth: width - insets.horizontal, mode: mode) + insets.vertical
    case .background(_, let child), .control(_, let child):
      return child.height(forWidth: width, mode: mode)
    case .frame(let fixed, let child):
      return child.height(forWidth: min(fixed, width), mode: mode)
    case .firstFitting:
      return resolved(forWidth: width, mode: mode).height(forWidth: width, mode: mode)
    }
  }

  /// Whether the node takes whatever width it is offered (text, spacers, and
  /// containers of them) rather than a fixed width.
  var isFlexible: Bool {
    switch storage {
    case .empty, .button, .mark, .frame: return false
    case .text, .spacer: return true
    case .stack(_, let children, _): return children.contains { $0.isFlexible }
    case .padding(_, let child), .background(_, let child), .control(_, let child):
      return child.isFlexible
    case .firstFitting(let candidates): return candidates.contains { $0.isFlexible }
    }
  }

  /// The width the node would take on one line, without wrapping.
  func idealWidth(mode: WidthMode) -> Int {
    switch storage {
    case .empty: return 0
    case .spacer(let minLength): return minLength
    case .text(let text, _):
      return TextWrapper.widestLine(text, width: Int.max / 4, mode: mode)
    case .button(_, let label, _): return Node.buttonWidth(label, mode: mode)
    case .mark: return 3
    case .stack(.horizontal, let children, let spacing):
      return children.reduce(0) { $0 + $1.idealWidth(mode: mode) } + spacing
        * max(0, children.count - 1)
    case .stack(.vertical, let children, _):
      return children.reduce(0) { max($0, $1.idealWidth(mode: mode)) }
    case .padding(let insets, let child): return child.idealWidth(mode: mode) + insets.horizontal
    case .background(_, let child), .control(_, let child): return child.idealWidth(mode: mode)
    case .frame(let width, _): return width
    case .firstFitting(let candidates): return candidates.first?.idealWidth(mode: mode) ?? 0
    }
  }

  var isSpacer: Bool {
    if case .spacer = storage { return true }
    return false
  }

  static func buttonWidth(_ label: String, mode: WidthMode) -> Int {
    DisplayWidth.of(Sanitizer.visible(label), mode: mode) + 4
  }

  /// The widths an `hstack` gives its children at `width` columns.
  ///
  /// Fixed children get their ideal width; flexible children share what remains,
  /// none getting more than its ideal width while another still wants more (water
  /// filling); spacers take what is left over; the last flexible non-spacer child
  /// takes the rest when there is no spacer.
  static func columnWidths(
    of children: [Node], spacing: Int, width: Int, mode: WidthMode
  ) -> [Int] {
    var widths = [Int](repeating: 0, count: children.count)
    var remaining = max(0, width - spacing * max(0, children.count - 1))
    var flexible: [Int] = []
    var spacers: [Int] = []
    for (index, child) in children.enumerated() {
      if child.isSpacer {
        spacers.append(index)
        widths[index] = child.idealWidth(mode: mode)
        remaining -= widths[index]
      } else if child.isFlexible {
        flexible.append(index)
      } else {
        widths[index] = min(child.idealWidth(mode: mode), max(0, remaining))
        remaining -= widths[index]
      }
    }
    remaining = max(0, remaining)
    // Water filling: the narrowest wishes are granted first.
    let ideals = flexible.map { children[$0].idealWidth(mode: mode) }
    var pending = Array(flexible.indices).sorted { ideals[$0] < ideals[$1] }
    while !pending.isEmpty {
      let share = remaining / pending.count
      let position = pending[0]
      if ideals[position] <= share {
        widths[flexible[position]] = ideals[position]
        remaining -= ideals[position]
        pending.removeFirst()
      } else {
        var extra = remaining - share * pending.count
        for position in pending {
          widths[flexible[position]] = share + (extra > 0 ? 1 : 0)
          extra -= 1
        }
        remaining = 0
        pending.removeAll()
      }
    }
    if remaining > 0 {
      if !spacers.isEmpty {
        var extra = remaining % spacers.count
        for index in spacers {
          widths[index] += remaining / spacers.count + (extra > 0 ? 1 : 0)
          extra -= 1
        }
      } else if let last = flexible.last {
        widths[last] += remaining
      }
    }
    return widths
  }

  /// The frames of a stack's children inside `frame`.
  static func childFrames(
    of children: [Node], axis: Axis, spacing: Int, in frame: Rect, mode: WidthMode
  ) -> [Rect] {
    var frames: [Rect] = []
    frames.reserveCapacity(children.count)
    switch axis {
    case .horizontal:
      let widths = columnWidths(of: children, spacing: spacing, width: frame.width, mode: mode)
      var column = frame.minColumn
      for (child, width) in zip(children, widths) {
        frames.append(
          Rect(
            column: column, line: frame.minLine, width: width,
            height: child.height(forWidth: width, mode: mode)))
        column += width + spacing
      }
    case .vertical:
      var line = frame.minLine
      for child in children {
        let height = child.height(forWidth: frame.width, mode: mode)
        frames.append(Rect(column: frame.minColumn, line: line, width: frame.width, height: height))
        if height > 0 { line += height + spacing }
      }
    }
    return frames
  }

  /// The controls in the composition, in focus order, each once.
  public var controls: [ControlID] {
    var found: [ControlID] = []
    collectControls(into: &found)
    var seen = Set<ControlID>()
    return found.filter { seen.insert($0).inserted }
  }

  private func collectControls(into found: inout [ControlID]) {
    switch storage {
    case .empty, .text, .mark, .spacer: return
    case .button(let id, _, _): found.append(id)
    case .control(let id, _): found.append(id)
    case .stack(_, let children, _): for child in children { child.collectControls(into: &found) }
    case .padding(_, let child), .background(_, let child), .frame(_, let child):
      child.collectControls(into: &found)
    case .firstFitting(let candidates): candidates.first?.collectControls(into: &found)
    }
  }
}
