extension Node {
  /// The control under `point` when the composition fills `frame`, or `nil` outside
  /// every control.
  ///
  /// A ``control(_:isEnabled:_:)`` is one control as a whole: the outermost control wins, and
  /// buttons and controls inside it are not hit on their own. A button is hit on its
  /// label only.
  public func control(
    at point: Point, in frame: Rect, mode: WidthMode = .graphemeClusters
  ) -> ControlID? {
    guard frame.contains(point) else { return nil }
    let layout = NodeLayout(self, width: frame.width, mode: mode)
    return layout.control(
      at: Point(column: point.column - frame.minColumn, line: point.line - frame.minLine))
  }
}
