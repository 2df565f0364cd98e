extension Node {
  /// Draws the composition into `frame` of a canvas, touching only cells in `clip`.
  ///
  /// `inherited` is the style of the enclosing nodes (a background, for example);
  /// `focused` is the control that has the focus, if any. Marks and buttons inside the
  /// focused control are drawn with angle brackets (`<•>`, `< Yes >`), its text
  /// underlined.
  ///
  /// - Complexity: O(size of the composition + length of its text); a
  ///   ``ComposedContentView`` keeps the layout between frames instead.
  public func draw(
    in canvas: inout TextCanvas, frame: Rect, clip: Rect, inherited: Style = .plain,
    focused: ControlID? = nil
  ) {
    let layout = NodeLayout(
      self, width: frame.width, mode: canvas.widthMode, inherited: inherited)
    layout.draw(in: &canvas, at: frame.origin, clip: clip.intersection(frame), focused: focused)
  }
}
