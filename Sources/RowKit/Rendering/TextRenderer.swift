/// A way of writing a ``TextCanvas`` out: a plain value holding one function.
///
/// Renderers are strategies, built and combined like values: ``plain`` writes text
/// without any escape sequence, ``ansi`` writes text styled with SGR sequences,
/// ``styled(colors:)`` picks one of the two, and ``map(_:)`` turns the output into
/// something else (bytes, lines). For a terminal that keeps its screen between
/// frames, ``FrameDiffWriter`` writes only what changed.
///
/// ```swift
/// var canvas = TextCanvas(size: Size(columns: 8, lines: 1))
/// canvas.write("[x] Tea", at: .zero)
/// let text = TextRenderer.plain.render(canvas)  // "[x] Tea\n"
/// ```
public struct TextRenderer<Output>: Sendable {
  /// Writes a canvas out.
  public let render: @Sendable (TextCanvas) -> Output

  /// Creates a renderer from its function.
  public init(render: @escaping @Sendable (TextCanvas) -> Output) {
    self.render = render
  }

  /// A renderer whose output is this renderer's output transformed.
  ///
  /// ```swift
  /// let lines = TextRenderer.plain.map { $0.split(separator: "\n") }
  /// ```
  public func map<NewOutput>(_ transform: @escaping @Sendable (Output) -> NewOutput)
    -> TextRenderer<NewOutput>
  {
    let render = self.render
    return TextRenderer<NewOutput> { transform(render($0)) }
  }

  /// A renderer of another value, drawn into a canvas first.
  ///
  /// ```swift
  /// let greeting = TextRenderer.plain.pullback { (name: String) in
  ///   var canvas = TextCanvas(size: Size(columns: 20, lines: 1))
  ///   canvas.write("Hello, \(name)", at: .zero)
  ///   return canvas
  /// }
  /// ```
  public func pullback<Value>(_ draw: @escaping @Sendable (Value) -> TextCanvas)
    -> TextRendererOf<Value, Output>
  {
    let render = self.render
    return TextRendererOf { render(draw($0)) }
  }
}

/// A renderer of any value (for example a table's visible frame) to some output,
/// made from a ``TextRenderer`` with ``TextRenderer/pullback(_:)``.
public struct TextRendererOf<Value, Output>: Sendable {
  /// Renders a value.
  public let render: @Sendable (Value) -> Output

  /// Creates a renderer from its function.
  public init(render: @escaping @Sendable (Value) -> Output) {
    self.render = render
  }
}
