/// A composition laid out at one width: what to draw where, and where each control
/// is, worked out once so that drawing a frame and hit testing a tap need no
/// measuring or wrapping.
///
/// ``ComposedContentView`` keeps the layout of its node until the node or the width
/// changes; ``Node/draw(in:frame:clip:inherited:focused:)`` and
/// ``Node/control(at:in:)`` build one for a single use.
struct NodeLayout {
  /// One drawing step, in the layout's own coordinates (origin at 0, 0).
  struct Step {
    /// What the step draws, in its ``look`` (a fill, in its own color).
    enum Kind {
      case fill(Color)
      case text(String, LineSpan?)
      case button(ControlID, label: String, isEnabled: Bool)
      case mark(MarkShape, isOn: Bool, isEnabled: Bool)
    }

    var kind: Kind
    /// The style it draws in, its surroundings' included (before the focus adds to
    /// it); a fill's is plain. Apart from the kind, so that a restyle sets it in place.
    var look: Style = .plain
    /// Where the step starts.
    var origin: Point
    /// The cells it may touch (its node's frame, clipped by its ancestors').
    var clip: Rect
    /// The controls enclosing it: when one has the focus, the step shows it.
    var enclosingControls: [ControlID]
    /// The node that made it: its number in the composition's pre-order (the
    /// composition's root is 0), by which a layout is restyled
    /// (``restyle(from:to:inherited:)``).
    var node: Int

    /// The lines it draws on: a fill, its clip's; the others, their origin's one.
    var lines: Range<Int> {
      guard case .fill = kind else { return origin.line..<Rect.saturatingSum(origin.line, 1) }
      return clip.minLine..<clip.maxLine
    }

    /// The columns it may draw on: a text of printable ASCII, those of its characters
    /// (one a byte, from its origin); the others, their clip's. A restyle keeps a
    /// step's text, so these are the same before and after it.
    var columns: Range<Int> {
      let clipped = clip.minColumn..<clip.maxColumn
      guard case .text(let line, _) = kind, Sanitizer.isPrintableASCII(line.utf8) else {
        return clipped
      }
      let end = Rect.saturatingSum(origin.column, line.utf8.count)
      return clipped.clamped(to: origin.column..<max(origin.column, end))
    }
  }

  /// The width the layout was made for.
  let width: Int
  /// The width mode its text was measured in.
  let mode: WidthMode
  /// The composition's height at that width.
  let height: Int
  /// The drawing steps, in the order of the nodes that made them.
  var steps: [Step] = []
  /// Control areas of the outermost controls (controls inside a control are part of it).
  private(set) var regions: [(area: Rect, id: ControlID)] = []
  /// The controls drawn somewhere in the layout, in focus order, each once: the
  /// composition's enabled controls less those clipped away entirely.
  private(set) var controls: [ControlID] = []

  /// How many passes over its texts the layout made: one a text, plus one for each
  /// narrower width a text wrapped at (``TextMeasures``).
  var textPasses = 0

  /// Lays `node` out at `width` columns, over the style of its surroundings: one
  /// measure-and-place pass, in which each text is read once (and wrapped again only
  /// where it is narrower than its widest line), its lines kept for drawing.
  init(_ node: Node, width: Int, mode: WidthMode, inherited: Style = .plain) {
    self.width = min(max(0, width), Node.maximumWidth)
    self.mode = mode
    var texts = TextMeasures(mode: mode, collectsLines: true)
    height = node.height(forWidth: self.width, &texts)
    let frame = Rect(column: 0, line: 0, width: self.width, height: height)
    var number = 0
    place(
      node, frame: frame, clip: frame, inherited: inherited, controls: [], &texts, &number)
    textPasses = texts.passes
    // A row has a handful of controls: a linear check allocates nothing more.
    for region in regions where !region.area.isEmpty && !controls.contains(region.id) {
      controls.append(region.id)
    }
  }

  /// Places `node`, numbered `number` (the next number in pre-order), and its
  /// descendants; `number` then follows the last of them (``Node/nodeCount``).
  private mutating func place(
    _ node: Node, frame: Rect, clip: Rect, inherited: Style, controls: [ControlID],
    _ texts: inout TextMeasures, _ number: inout Int
  ) {
    let ordinal = number
    number += 1
    let visible = clip.intersection(frame)
    guard !visible.isEmpty else {
      number = ordinal + node.nodeCount
      return
    }
    switch node.storage {
    case .empty, .spacer:
      return
    case .text(let text, let style, let span):
      let look = style.over(inherited)
      let lines = texts.lines(text, width: frame.width)
      let spans = span.map { Self.lineSpans(of: lines, in: text, span: $0) }
      for (offset, line) in lines.enumerated() {
        let y = frame.minLine + offset
        guard y < visible.maxLine else { break }
        guard y >= visible.minLine else { continue }
        steps.append(
          Step(
            kind: .text(line, spans?[offset]), look: look,
            origin: Point(column: frame.minColumn, line: y),
            clip: visible, enclosingControls: controls, node: ordinal))
      }
    case .button(let id, let label, let style, let isEnabled):
      steps.append(
        Step(
          kind: .button(id, label: label, isEnabled: isEnabled), look: style.over(inherited),
          origin: frame.origin, clip: visible, enclosingControls: controls, node: ordinal))
      if controls.isEmpty && isEnabled {
        let area = Rect(
          origin: frame.origin,
          size: Size(columns: min(frame.width, texts.buttonWidth(label)), lines: 1))
        regions.append((area.intersection(visible), id))
      }
    case .mark(let shape, let isOn, let isEnabled, let style):
      steps.append(
        Step(
          kind: .mark(shape, isOn: isOn, isEnabled: isEnabled), look: style.over(inherited),
          origin: frame.origin, clip: visible, enclosingControls: controls, node: ordinal))
    case .stack(let axis, let children, let spacing):
      let frames = Node.childFrames(
        of: children, axis: axis, spacing: spacing, in: frame, &texts)
      for (child, childFrame) in zip(children, frames) {
        place(
          child, frame: childFrame, clip: visible, inherited: inherited, controls: controls, &texts,
          &number)
      }
    case .padding(let insets, let child):
      place(
        child, frame: frame.inset(by: insets), clip: visible, inherited: inherited,
        controls: controls, &texts, &number)
    case .background(let color, let child):
      steps.append(
        Step(
          kind: .fill(color), origin: visible.origin, clip: visible, enclosingControls: [],
          node: ordinal))
      var look = inherited
      look.background = color
      place(
        child, frame: frame, clip: visible, inherited: look, controls: controls, &texts, &number)
    case .frame(let width, let child):
      var inner = frame
      inner.size.columns = min(width, frame.width)
      place(
        child, frame: inner, clip: visible, inherited: inherited, controls: controls, &texts,
        &number)
    case .control(let id, let child, let isEnabled):
      guard isEnabled else {
        // Drawn dimmed, and no control: nothing inside it gets a tap region either.
        var look = inherited
        look.attributes.insert(.dim)
        place(
          child, frame: frame, clip: visible, inherited: look, controls: controls + [id], &texts,
          &number)
        return
      }
      place(
        child, frame: frame, clip: visible, inherited: inherited, controls: controls + [id],
        &texts, &number)
      // Its frame is already as tall as its content: stacks give each child its height.
      if controls.isEmpty { regions.append((visible, id)) }
    case .firstFitting:
      place(
        node.resolved(forWidth: frame.width, &texts), frame: frame, clip: visible,
        inherited: inherited, controls: controls, &texts, &number)
      // The candidate placed was numbered from here on; the nodes after follow all of them.
      number = ordinal + node.nodeCount
    }
  }

  /// Draws the layout with its top-left corner at `origin`, touching only cells in
  /// `clip`, showing the focus of `focused` and, in texts marked as search text, the
  /// characters `match` covers in `matchStyle`.
  func draw(
    in canvas: inout TextCanvas, at origin: Point, clip: Rect, focused: ControlID?,
    match: TextMatch? = nil, matchStyle: Style = .plain
  ) {
    for index in steps.indices {
      // The step's fields are read in place: a step clipped away is not copied.
      let area = clip.intersection(steps[index].clip.offset(by: origin))
      guard !area.isEmpty else { continue }
      let at = Point(
        column: Rect.saturatingSum(steps[index].origin.column, origin.column),
        line: Rect.saturatingSum(steps[index].origin.line, origin.line))
      let insideFocused = focused.map { steps[index].enclosingControls.contains($0) } ?? false
      var look = steps[index].look
      switch steps[index].kind {
      case .fill(let color):
        canvas.fill(area, style: Style(background: color))
      case .text(let line, let span):
        if insideFocused { look.attributes.insert(.underline) }
        Self.write(
          line, span: span, match: match, matchStyle: matchStyle, in: &canvas, at: at,
          clip: area, look: look)
      case .button(let id, let label, let isEnabled):
        guard isEnabled else {
          look.attributes.insert(.dim)
          canvas.write("[-\(label)-]", at: at, clip: area, style: look)
          continue
        }
        let hasFocus = insideFocused || id == focused
        if hasFocus { look.attributes.formUnion([.bold, .inverse]) }
        canvas.write(hasFocus ? "< \(label) >" : "[ \(label) ]", at: at, clip: area, style: look)
      case .mark(let shape, let isOn, let isEnabled):
        if insideFocused { look.attributes.insert(.bold) }
        if !isEnabled { look.attributes.insert(.dim) }
        let mark = Self.mark(shape, isOn: isOn, isEnabled: isEnabled, focused: insideFocused)
        canvas.writeMark(mark.left, mark.state, mark.right, at: at, clip: area, style: look)
      }
    }
  }

  /// A mark's three characters: its state between its shape's brackets, or angle
  /// brackets while its control has the focus: `(•)`, `[x]`, `( )`, `[-]` (disabled),
  /// `<•>`, `< >` (focused). The brackets are ASCII bytes.
  static func mark(_ shape: MarkShape, isOn: Bool, isEnabled: Bool, focused: Bool)
    -> (left: UInt8, state: Unicode.Scalar, right: UInt8)
  {
    let state: Unicode.Scalar = !isEnabled ? "-" : !isOn ? " " : shape == .radio ? "•" : "x"
    if focused { return (UInt8(ascii: "<"), state, UInt8(ascii: ">")) }
    return shape == .radio
      ? (UInt8(ascii: "("), state, UInt8(ascii: ")"))
      : (UInt8(ascii: "["), state, UInt8(ascii: "]"))
  }

  /// The control at a point of the layout's own coordinates.
  func control(at point: Point) -> ControlID? {
    regions.first { $0.area.contains(point) }?.id
  }

}

extension Rect {
  /// The rectangle moved by a point's column and line.
  func offset(by point: Point) -> Rect {
    Rect(
      origin: Point(
        column: Rect.saturatingSum(origin.column, point.column),
        line: Rect.saturatingSum(origin.line, point.line)),
      size: size)
  }
}
