/// A composition of primitive content views: text, buttons, marks, stacks, padding,
/// backgrounds, spacers and fixed widths.
///
/// A ``ComposedRowKind`` describes its content as a `Node`; measuring, drawing, hit
/// testing and the focus order follow from the composition, so a kind never computes
/// columns by hand. Nodes are values (`Equatable`, `Sendable`), and stacks take a
/// result builder in which `if` and `for` work:
///
/// ```swift
/// Node.vstack {
///   Node.text(question, style: Style(attributes: .bold))
///   for (index, option) in options.enumerated() {
///     Node.control(ControlID("option", index: index)) {
///       Node.hstack {
///         Node.mark(.radio, isOn: index == selected)
///         Node.text(option)
///       }
///     }
///   }
/// }
/// ```
public struct Node: Equatable, Sendable {
  indirect enum Storage: Equatable, Sendable {
    case empty
    case text(String, Style, SearchSpan?)
    case button(ControlID, String, Style, isEnabled: Bool)
    case mark(MarkShape, isOn: Bool, isEnabled: Bool, Style)
    case stack(Axis, [Node], spacing: Int)
    case padding(EdgeInsets, Node)
    case background(Color, Node)
    case spacer(minLength: Int)
    case frame(width: Int, Node)
    case control(ControlID, Node, isEnabled: Bool)
    case firstFitting([Node])
  }

  enum Axis: Equatable, Sendable {
    case horizontal
    case vertical
  }

  let storage: Storage

  init(_ storage: Storage) { self.storage = storage }
}

/// The look of a selection mark.
public enum MarkShape: Hashable, Sendable {
  /// A radio mark for single choice: `( )` and `(•)`.
  case radio
  /// A check box: `[ ]` and `[x]`.
  case checkbox
}

extension Node {
  /// Nothing: takes no space and draws nothing.
  public static let empty = Node(.empty)

  /// Text that wraps to the width it is given (greedy word wrap).
  ///
  /// The text is sanitised when drawn: control characters and escape sequences show
  /// as visible placeholders. Inside a ``control(_:isEnabled:_:)`` that has the focus, the text
  /// is underlined.
  public static func text(_ text: String, style: Style = .plain) -> Node {
    Node(.text(text, style, nil))
  }

  /// A button: a control with an id and a label, drawn `[ Label ]`, or `< Label >`
  /// while it has the focus.
  ///
  /// A disabled button (`isEnabled: false`) is drawn dimmed as `[-Label-]`, in the
  /// same width; it is no control: it never takes the focus (Tab skips it), a tap on
  /// it reaches the row outside any control, and ``TableView/activate(_:in:)``
  /// refuses it.
  public static func button(
    _ id: ControlID, label: String, style: Style = .plain, isEnabled: Bool = true
  ) -> Node {
    Node(.button(id, label, style, isEnabled: isEnabled))
  }

  /// A selection mark, three columns wide: `( )` / `(•)` for radio, `[ ]` / `[x]` for a
  /// check box, `(-)` / `[-]` when it cannot be selected, and with angle brackets
  /// (`< >`, `<•>`) while its enclosing control has the focus.
  public static func mark(
    _ shape: MarkShape, isOn: Bool, isEnabled: Bool = true, style: Style = .plain
  ) -> Node {
    Node(.mark(shape, isOn: isOn, isEnabled: isEnabled, style))
  }

  /// Children side by side, `spacing` columns apart, or wrapped below one another
  /// when they do not fit.
  ///
  /// Fixed-width children (buttons, marks, ``frame(width:_:)``) get their width; text
  /// gets at least the width of its longest word and shares the rest (the shortest
  /// wishes first); spacers take what is left over.
  ///
  /// When the children cannot stand side by side with every text keeping its longest
  /// word whole, they **wrap below**, as words do: each line takes the children that
  /// fit, and a child that fits no line alone gets a line of its own (text wrapping
  /// inside it, anything else clipped). Spacers do not start or end a wrapped line.
  /// So text next to a button never shrinks to nothing:
  ///
  /// ```text
  /// Coffee with milk [ Clear ]     (26 columns)
  /// Coffee   [ Clear ]             (18: "Coffee" keeps its width)
  /// with
  /// milk
  /// Coffee with                    (12: too narrow for both; the button wraps below)
  /// milk
  /// [ Clear ]
  /// ```
  public static func hstack(spacing: Int = 1, @NodeBuilder _ content: () -> [Node]) -> Node {
    Node(.stack(.horizontal, content(), spacing: min(max(0, spacing), Node.maximumWidth)))
  }

  /// Children one below the other, `spacing` lines apart, each as wide as the stack.
  public static func vstack(spacing: Int = 0, @NodeBuilder _ content: () -> [Node]) -> Node {
    Node(.stack(.vertical, content(), spacing: min(max(0, spacing), Node.maximumWidth)))
  }

  /// Children side by side, from an array.
  public static func hstack(_ children: [Node], spacing: Int = 1) -> Node {
    Node(.stack(.horizontal, children, spacing: min(max(0, spacing), Node.maximumWidth)))
  }

  /// Children one below the other, from an array.
  public static func vstack(_ children: [Node], spacing: Int = 0) -> Node {
    Node(.stack(.vertical, children, spacing: min(max(0, spacing), Node.maximumWidth)))
  }

  /// Flexible empty space in an `hstack`, at least `minLength` columns.
  public static func spacer(minLength: Int = 0) -> Node {
    Node(.spacer(minLength: max(0, minLength)))
  }

  /// This node with space around it.
  public func padding(_ insets: EdgeInsets) -> Node {
    Node(.padding(insets, self))
  }

  /// This node drawn over a background colour that fills its whole frame.
  public func background(_ color: Color) -> Node {
    Node(.background(color, self))
  }

  /// A node given a fixed width in columns (clipped if its content is wider).
  public static func frame(width: Int, _ content: Node) -> Node {
    Node(.frame(width: max(0, width), content))
  }

  /// Makes a whole subtree one control: a tap anywhere inside it activates `id`, and
  /// marks and buttons inside it show the focus while `id` has it.
  ///
  /// A disabled control (`isEnabled: false`) draws its content dimmed and is no
  /// control: it never takes the focus, a tap on it reaches the row outside any
  /// control, and ``TableView/activate(_:in:)`` refuses it.
  public static func control(
    _ id: ControlID, isEnabled: Bool = true, @NodeBuilder _ content: () -> [Node]
  ) -> Node {
    let children = content()
    let child = children.count == 1 ? children[0] : .vstack(children)
    return Node(.control(id, child, isEnabled: isEnabled))
  }

  /// Makes one node a control, as ``control(_:isEnabled:_:)`` does with a block of
  /// that node alone (no builder's array is made).
  public static func control(_ id: ControlID, isEnabled: Bool = true, wrapping content: Node)
    -> Node
  {
    Node(.control(id, content, isEnabled: isEnabled))
  }
}

extension Node {
  /// The first of several layouts that fits the width it is given, else the last.
  ///
  /// A candidate fits when its narrowest possible layout does: no text would have to
  /// break inside a word, and buttons, marks and fixed widths keep their widths. Give
  /// the candidates the same controls in the same order: the focus order is taken from
  /// the first.
  ///
  /// ```swift
  /// Node.firstFitting {
  ///   Node.hstack { Node.text(prompt); Node.spacer(minLength: 1); buttons }
  ///   Node.vstack { Node.text(prompt); buttons }
  /// }
  /// ```
  public static func firstFitting(@NodeBuilder _ candidates: () -> [Node]) -> Node {
    let nodes = candidates()
    return nodes.count == 1 ? nodes[0] : Node(.firstFitting(nodes))
  }

  /// This node with an accessory (buttons, a mark) at its trailing edge, or below it
  /// when the two do not fit side by side without breaking a word: the layout of a
  /// title with a trailing button.
  ///
  /// ```text
  ///   Remove Vaishnavi?       [ Yes ] [ No ]      (wide)
  ///   Remove Vaishnavi?                           (narrow)
  ///   [ Yes ] [ No ]
  /// ```
  public func withTrailingAccessory(_ accessory: Node) -> Node {
    .firstFitting {
      Node.hstack(spacing: 0) {
        self
        Node.spacer(minLength: 1)
        accessory
      }
      Node.vstack {
        self
        accessory
      }
    }
  }

  /// The candidate of a `firstFitting` node chosen at `width`; the node itself otherwise.
  func resolved(forWidth width: Int, _ texts: inout TextMeasures) -> Node {
    guard case .firstFitting(let candidates) = storage else { return self }
    for candidate in candidates where candidate.minimumWidth(&texts) <= width {
      return candidate.resolved(forWidth: width, &texts)
    }
    return (candidates.last ?? .empty).resolved(forWidth: width, &texts)
  }

  /// The narrowest width at which no text breaks inside a word, with the children of
  /// every `hstack` side by side.
  func minimumWidth(_ texts: inout TextMeasures) -> Int {
    switch storage {
    case .empty: return 0
    case .spacer(let minLength): return minLength
    case .text(let text, _, _): return texts.widestWord(text)
    case .button(_, let label, _, _): return texts.buttonWidth(label)
    case .mark: return 3
    case .stack(.horizontal, let children, let spacing):
      var total = spacing &* max(0, children.count - 1)
      for child in children { total = total &+ child.minimumWidth(&texts) }
      return total
    case .stack(.vertical, let children, _):
      var widest = 0
      for child in children { widest = max(widest, child.minimumWidth(&texts)) }
      return widest
    case .padding(let insets, let child): return child.minimumWidth(&texts) &+ insets.horizontal
    case .background(_, let child), .control(_, let child, _):
      return child.minimumWidth(&texts)
    case .frame(let width, _): return width
    case .firstFitting(let candidates): return candidates.last?.minimumWidth(&texts) ?? 0
    }
  }
}

/// Builds an array of ``Node`` values; `if`, `if`-`else`, `for` and optionals work.
@resultBuilder
public enum NodeBuilder {
  /// Joins the parts of a block.
  public static func buildBlock(_ parts: [Node]...) -> [Node] { joined(parts) }
  /// A block of one part: that part (no array of the parts is made to join).
  public static func buildBlock(_ part: [Node]) -> [Node] { part }
  /// Lifts one node.
  public static func buildExpression(_ node: Node) -> [Node] { [node] }
  /// Lifts an array of nodes.
  public static func buildExpression(_ nodes: [Node]) -> [Node] { nodes }
  /// An `if` without `else`.
  public static func buildOptional(_ part: [Node]?) -> [Node] { part ?? [] }
  /// The first branch of an `if`-`else`.
  public static func buildEither(first part: [Node]) -> [Node] { part }
  /// The second branch of an `if`-`else`.
  public static func buildEither(second part: [Node]) -> [Node] { part }
  /// A `for` loop.
  public static func buildArray(_ parts: [[Node]]) -> [Node] { joined(parts) }
  /// `#available` checks.
  public static func buildLimitedAvailability(_ part: [Node]) -> [Node] { part }

  /// The parts one after another: a single part as it is, more into one array made
  /// at its final size.
  @inline(__always)
  static func joined(_ parts: [[Node]]) -> [Node] {
    if parts.count == 1 { return parts[0] }
    var count = 0
    for part in parts { count &+= part.count }
    var nodes: [Node] = []
    nodes.reserveCapacity(count)
    for part in parts { nodes.append(contentsOf: part) }
    return nodes
  }
}
