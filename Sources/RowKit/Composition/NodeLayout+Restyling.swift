extension NodeLayout {
  /// Makes this layout, made of `old` and without measuring anything, the layout of
  /// `node`, when `node` has the geometry of `old`: it is laid out exactly as `old` at
  /// every width (the same structure, texts, search spans, button labels, controls,
  /// insets, spacers and widths), differing at most in looks (styles, marks' states,
  /// background colors). A composition with a `firstFitting` node has the geometry of
  /// none. The layout must have been laid out over the same `inherited` style.
  ///
  /// Every step keeps its place and clip and takes its look from `node`. The result
  /// equals a fresh ``init(_:width:mode:inherited:)`` of `node` at the same width and
  /// mode; its ``textPasses`` are 0. A layout no one else holds is changed in place,
  /// without copying its steps. The two compositions are compared in the same walk
  /// that restyles.
  ///
  /// - Returns: the lines and columns of the steps that draw differently now
  ///   (``Step/lines``, ``Step/columns``): drawn the old way, the cells outside them
  ///   already show `node`. `nil` when `node` does not have the geometry of `old`: the
  ///   layout may then be restyled in part, and is to be made afresh.
  mutating func restyle(from old: Node, to node: Node, inherited: Style = .plain)
    -> ChangedArea?
  {
    textPasses = 0
    var next = 0
    var number = 0
    var changed = ChangedArea()
    guard restyle(node, from: old, inherited: inherited, &next, &number, &changed) else {
      return nil
    }
    return changed
  }

  /// Notes in `changed` the cells of step `index`, which draws differently now.
  private func noteChanged(_ index: Int, _ changed: inout ChangedArea) {
    changed.formUnion(lines: steps[index].lines, columns: steps[index].columns)
  }

  /// Gives the steps of `node` (numbered `number`) and of its descendants their look
  /// from `node`, while `node` has the geometry of `old` (else `false`); `next` is the
  /// first step not yet visited.
  private mutating func restyle(
    _ node: Node, from old: Node, inherited: Style, _ next: inout Int, _ number: inout Int,
    _ changed: inout ChangedArea
  ) -> Bool {
    let ordinal = number
    number += 1
    switch (node.storage, old.storage) {
    case (.empty, .empty):
      return true
    case (.spacer(let length), .spacer(let oldLength)):
      return length == oldLength
    case (.text(let text, let style, let span), .text(let oldText, _, let oldSpan)):
      guard span == oldSpan, text == oldText else { return false }
      let look = style.over(inherited)
      while next < steps.count, steps[next].node == ordinal {
        if steps[next].look != look {
          steps[next].look = look
          noteChanged(next, &changed)
        }
        next += 1
      }
      return true
    case (
      .button(let id, let label, let style, let isEnabled),
      .button(let oldID, let oldLabel, _, let wasEnabled)
    ):
      guard isEnabled == wasEnabled, id == oldID, label == oldLabel else { return false }
      let look = style.over(inherited)
      while next < steps.count, steps[next].node == ordinal {
        // (Its id, label and whether it is enabled are the geometry's: the same.)
        if steps[next].look != look {
          steps[next].look = look
          noteChanged(next, &changed)
        }
        next += 1
      }
      return true
    case (.mark(let shape, let isOn, let isEnabled, let style), .mark):
      let look = style.over(inherited)
      while next < steps.count, steps[next].node == ordinal {
        if case .mark(let wasShape, let wasOn, let wasEnabled) = steps[next].kind,
          wasShape != shape || wasOn != isOn || wasEnabled != isEnabled
            || steps[next].look != look
        {
          steps[next].kind = .mark(shape, isOn: isOn, isEnabled: isEnabled)
          steps[next].look = look
          noteChanged(next, &changed)
        }
        next += 1
      }
      return true
    case (
      .stack(let axis, let children, let spacing),
      .stack(let oldAxis, let oldChildren, let oldSpacing)
    ):
      guard axis == oldAxis, spacing == oldSpacing, children.count == oldChildren.count
      else { return false }
      for index in children.indices
      where !restyle(
        children[index], from: oldChildren[index], inherited: inherited, &next, &number,
        &changed)
      {
        return false
      }
      return true
    case (.padding(let insets, let child), .padding(let oldInsets, let oldChild)):
      guard insets == oldInsets else { return false }
      return restyle(child, from: oldChild, inherited: inherited, &next, &number, &changed)
    case (.frame(let width, let child), .frame(let oldWidth, let oldChild)):
      guard width == oldWidth else { return false }
      return restyle(child, from: oldChild, inherited: inherited, &next, &number, &changed)
    case (.background(let color, let child), .background(_, let oldChild)):
      while next < steps.count, steps[next].node == ordinal {
        if case .fill(let before) = steps[next].kind, before != color {
          steps[next].kind = .fill(color)
          noteChanged(next, &changed)
        }
        next += 1
      }
      var look = inherited
      look.background = color
      return restyle(child, from: oldChild, inherited: look, &next, &number, &changed)
    case (
      .control(let id, let child, let isEnabled), .control(let oldID, let oldChild, let wasEnabled)
    ):
      guard isEnabled == wasEnabled, id == oldID else { return false }
      var look = inherited
      if !isEnabled { look.attributes.insert(.dim) }
      return restyle(child, from: oldChild, inherited: look, &next, &number, &changed)
    default:
      // Different cases, or a `firstFitting` node (its choice depends on the width).
      return false
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
}
