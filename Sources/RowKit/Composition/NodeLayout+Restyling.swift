extension NodeLayout {
  /// Makes this layout, without measuring anything, the layout of `node`, when `node`
  /// has the geometry of the node this layout was made of (``Node/hasGeometry(of:)``)
  /// and was laid out over the same `inherited` style: every step keeps its place and
  /// clip and takes its look from `node` (a mark's state, a text's or button's style, a
  /// background's color). The result equals a fresh ``init(_:width:mode:inherited:)``
  /// of `node` at the same width and mode; its ``textPasses`` are 0. A layout no one
  /// else holds is changed in place, without copying its steps.
  ///
  /// Returns the lines and columns of the steps that draw differently now
  /// (``Step/lines``, ``Step/columns``): drawn the old way, the cells outside them
  /// already show `node`.
  @discardableResult
  mutating func restyle(for node: Node, inherited: Style = .plain) -> ChangedArea {
    textPasses = 0
    var next = 0
    var number = 0
    var changed = ChangedArea()
    restyle(node, inherited: inherited, &next, &number, &changed)
    return changed
  }

  /// Gives step `index` the kind `kind`, which draws differently (its look or state
  /// differs) on the same cells, noting them in `changed`.
  private mutating func set(_ kind: Step.Kind, at index: Int, _ changed: inout ChangedArea) {
    steps[index].kind = kind
    changed.formUnion(lines: steps[index].lines, columns: steps[index].columns)
  }

  /// Gives the steps of `node` (numbered `number`) and of its descendants their look
  /// from `node`; `next` is the first step not yet visited.
  private mutating func restyle(
    _ node: Node, inherited: Style, _ next: inout Int, _ number: inout Int,
    _ changed: inout ChangedArea
  ) {
    let ordinal = number
    number += 1
    switch node.storage {
    case .empty, .spacer, .firstFitting:
      // (A layout with a `firstFitting` node is never restyled: see hasGeometry(of:).)
      number = ordinal + node.nodeCount
    case .text(_, let style, _):
      let look = style.over(inherited)
      while next < steps.count, steps[next].node == ordinal {
        // Its look is compared first: its line and span are copied only to change it.
        if case .text(_, let before, _) = steps[next].kind, before != look,
          case .text(let line, _, let span) = steps[next].kind
        {
          set(.text(line, look, span), at: next, &changed)
        }
        next += 1
      }
    case .button(let id, let label, let style, let isEnabled):
      let look = style.over(inherited)
      while next < steps.count, steps[next].node == ordinal {
        // (Its id, label and whether it is enabled are the geometry's: the same.)
        if case .button(_, _, let before, _) = steps[next].kind, before != look {
          set(.button(id, label: label, look, isEnabled: isEnabled), at: next, &changed)
        }
        next += 1
      }
    case .mark(let shape, let isOn, let isEnabled, let style):
      let look = style.over(inherited)
      while next < steps.count, steps[next].node == ordinal {
        if case .mark(let wasShape, let wasOn, let wasEnabled, let before) = steps[next].kind,
          wasShape != shape || wasOn != isOn || wasEnabled != isEnabled || before != look
        {
          set(.mark(shape, isOn: isOn, isEnabled: isEnabled, look), at: next, &changed)
        }
        next += 1
      }
    case .stack(_, let children, _):
      for child in children { restyle(child, inherited: inherited, &next, &number, &changed) }
    case .padding(_, let child), .frame(_, let child):
      restyle(child, inherited: inherited, &next, &number, &changed)
    case .background(let color, let child):
      while next < steps.count, steps[next].node == ordinal {
        if case .fill(let before) = steps[next].kind, before != color {
          set(.fill(color), at: next, &changed)
        }
        next += 1
      }
      var look = inherited
      look.background = color
      restyle(child, inherited: look, &next, &number, &changed)
    case .control(_, let child, let isEnabled):
      var look = inherited
      if !isEnabled { look.attributes.insert(.dim) }
      restyle(child, inherited: look, &next, &number, &changed)
    }
  }
}

extension Node {
  /// The number of nodes in the composition: this one and all below it (every
  /// candidate of a `firstFitting` node).
  var nodeCount: Int {
    switch storage {
    case .empty, .text, .button, .mark, .spacer: return 1
    case .stack(_, let children, _), .firstFitting(let children):
      var count = 1
      for child in children { count &+= child.nodeCount }
      return count
    case .padding(_, let child), .background(_, let child), .frame(_, let child),
      .control(_, let child, _):
      return 1 &+ child.nodeCount
    }
  }

  /// Whether this composition is laid out exactly as `other` at every width: the same
  /// structure, texts, search spans, button labels, controls, insets, spacers and
  /// widths, differing at most in looks (styles, marks' states, background colors).
  /// A composition with a `firstFitting` node has the geometry of none.
  func hasGeometry(of other: Node) -> Bool {
    switch (storage, other.storage) {
    case (.empty, .empty): return true
    case (.text(let text, _, let span), .text(let otherText, _, let otherSpan)):
      return span == otherSpan && text == otherText
    case (
      .button(let id, let label, _, let isEnabled),
      .button(let otherID, let otherLabel, _, let otherEnabled)
    ):
      return isEnabled == otherEnabled && id == otherID && label == otherLabel
    case (.mark, .mark): return true
    case (
      .stack(let axis, let children, let spacing),
      .stack(let otherAxis, let others, let otherSpacing)
    ):
      guard axis == otherAxis, spacing == otherSpacing, children.count == others.count
      else { return false }
      for index in children.indices where !children[index].hasGeometry(of: others[index]) {
        return false
      }
      return true
    case (.padding(let insets, let child), .padding(let otherInsets, let otherChild)):
      return insets == otherInsets && child.hasGeometry(of: otherChild)
    case (.background(_, let child), .background(_, let otherChild)):
      return child.hasGeometry(of: otherChild)
    case (.spacer(let length), .spacer(let otherLength)): return length == otherLength
    case (.frame(let width, let child), .frame(let otherWidth, let otherChild)):
      return width == otherWidth && child.hasGeometry(of: otherChild)
    case (
      .control(let id, let child, let isEnabled),
      .control(let otherID, let otherChild, let otherEnabled)
    ):
      return isEnabled == otherEnabled && id == otherID && child.hasGeometry(of: otherChild)
    default: return false
    }
  }
}
