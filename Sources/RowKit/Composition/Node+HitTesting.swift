extension Node {
  /// The control under `point` when the composition fills `frame`; the innermost
  /// control wins, `nil` outside every control.
  public func control(at point: Point, in frame: Rect) -> ControlID? {
    guard frame.contains(point) else { return nil }
    switch storage {
    case .empty, .text, .mark, .spacer:
      return nil
    case .button(let id, let label, _):
      let width = min(frame.width, Node.buttonWidth(label))
      return point.column < frame.minColumn + width && point.line == frame.minLine ? id : nil
    case .stack(let axis, let children, let spacing):
      let frames = Node.childFrames(of: children, axis: axis, spacing: spacing, in: frame)
      for (child, childFrame) in zip(children, frames) {
        if let id = child.control(at: point, in: childFrame) { return id }
      }
      return nil
    case .padding(let insets, let child):
      return child.control(at: point, in: frame.inset(by: insets))
    case .background(_, let child):
      return child.control(at: point, in: frame)
    case .frame(let width, let child):
      var inner = frame
      inner.size.columns = min(width, frame.width)
      return child.control(at: point, in: inner)
    case .control(let id, let child):
      var inner = frame
      inner.size.lines = min(frame.height, child.height(forWidth: frame.width))
      guard inner.contains(point) else { return nil }
      return id
    case .firstFitting:
      return resolved(forWidth: frame.width).control(at: point, in: frame)
    }
  }
}
