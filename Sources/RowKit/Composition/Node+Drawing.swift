extension Node {
  /// Draws the composition into `frame` of a canvas, touching only cells in `clip`.
  ///
  /// `inherited` is the style of the enclosing nodes (a background, for example);
  /// `focused` is the control that has the focus, if any.
  public func draw(
    in canvas: inout TextCanvas, frame: Rect, clip: Rect, inherited: Style = .plain,
    focused: ControlID? = nil
  ) {
    draw(
      in: &canvas, frame: frame, clip: clip, inherited: inherited, focused: focused,
      insideFocused: false)
  }

  private func draw(
    in canvas: inout TextCanvas, frame: Rect, clip: Rect, inherited: Style,
    focused: ControlID?, insideFocused: Bool
  ) {
    let visible = clip.intersection(frame)
    guard !visible.isEmpty else { return }
    switch storage {
    case .empty, .spacer:
      return
    case .text(let text, let style):
      let lines = TextWrapper.wrap(text, width: max(1, frame.width))
      for (offset, line) in lines.enumerated() {
        let y = frame.minLine + offset
        guard y < visible.maxLine else { break }
        guard y >= visible.minLine else { continue }
        var look = style.over(inherited)
        if insideFocused { look.attributes.insert(.underline) }
        canvas.write(line, at: Point(column: frame.minColumn, line: y), clip: visible, style: look)
      }
    case .button(let id, let label, let style):
      let hasFocus = insideFocused || id == focused
      let text = hasFocus ? "< \(label) >" : "[ \(label) ]"
      var look = style.over(inherited)
      if hasFocus { look.attributes.formUnion([.bold, .inverse]) }
      canvas.write(text, at: frame.origin, clip: visible, style: look)
    case .mark(let shape, let isOn, let isEnabled, let style):
      let inner: String
      switch (shape, isOn, isEnabled) {
      case (_, _, false): inner = "-"
      case (.radio, true, true): inner = "•"
      case (.checkbox, true, true): inner = "x"
      case (_, false, true): inner = " "
      }
      let brackets: (String, String) =
        insideFocused ? ("<", ">") : (shape == .radio ? ("(", ")") : ("[", "]"))
      var look = style.over(inherited)
      if insideFocused { look.attributes.insert(.bold) }
      if !isEnabled { look.attributes.insert(.dim) }
      canvas.write(brackets.0 + inner + brackets.1, at: frame.origin, clip: visible, style: look)
    case .stack(let axis, let children, let spacing):
      let frames = Node.childFrames(of: children, axis: axis, spacing: spacing, in: frame)
      for (child, childFrame) in zip(children, frames) {
        child.draw(
          in: &canvas, frame: childFrame, clip: visible, inherited: inherited, focused: focused,
          insideFocused: insideFocused)
      }
    case .padding(let insets, let child):
      child.draw(
        in: &canvas, frame: frame.inset(by: insets), clip: visible, inherited: inherited,
        focused: focused, insideFocused: insideFocused)
    case .background(let color, let child):
      var look = inherited
      look.background = color
      canvas.fill(visible, style: Style(background: color))
      child.draw(
        in: &canvas, frame: frame, clip: visible, inherited: look, focused: focused,
        insideFocused: insideFocused)
    case .frame(let width, let child):
      var inner = frame
      inner.size.columns = min(width, frame.width)
      child.draw(
        in: &canvas, frame: inner, clip: visible, inherited: inherited, focused: focused,
        insideFocused: insideFocused)
    case .control(let id, let child):
      child.draw(
        in: &canvas, frame: frame, clip: visible, inherited: inherited, focused: focused,
        insideFocused: insideFocused || id == focused)
    case .firstFitting:
      resolved(forWidth: frame.width).draw(
        in: &canvas, frame: frame, clip: visible, inherited: inherited, focused: focused,
        insideFocused: insideFocused)
    }
  }
}
