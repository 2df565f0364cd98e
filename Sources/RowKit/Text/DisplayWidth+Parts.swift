extension DisplayWidth {
  /// The parts of a cluster that each advance the cursor in `mode`, with the columns
  /// each takes: how a ``TextCanvas`` stores a cluster per code point, or one wider
  /// than 2 columns, so that its cells match the terminal's column for column.
  ///
  /// The cluster's scalars are fed to the mode's meter (``ProfileMeter``) one at a time; a scalar that
  /// widens the cluster and has a width of its own starts a part, one that widens it
  /// without (U+FE0F making an emoji wide) widens the part before it, and the others
  /// (marks, joiners, a scalar joined into a terminal's cell) belong to the part before
  /// them (or the first part, when they come first). The parts' widths add up to the
  /// cluster's width, and each is 1 or 2.
  ///
  /// - Complexity: O(*k*) for a cluster of *k* scalars.
  static func parts(of character: Character, mode: WidthMode) -> [(scalars: String, width: Int)] {
    var parts: [(scalars: String, width: Int)] = []
    var leading = ""
    var meter = ProfileMeter(mode: mode)
    var measured = 0
    for scalar in character.unicodeScalars {
      let scalarClass = ScalarClass.of(scalar.value)
      meter.add(scalar.value, scalarClass)
      let delta = meter.total &- measured
      measured = meter.total
      let own = ScalarClass.of(scalar.value, in: mode)
      let ownWidth = mode.isPerCodePoint ? own.codePointWidth : own.clusterWidth
      if delta > 0 && (ownWidth > 0 || parts.isEmpty) {
        var text = leading
        leading = ""
        text.unicodeScalars.append(scalar)
        parts.append((text, delta))
      } else if parts.isEmpty {
        leading.unicodeScalars.append(scalar)
      } else {
        parts[parts.count - 1].scalars.unicodeScalars.append(scalar)
        parts[parts.count - 1].width &+= delta
      }
    }
    if !leading.isEmpty {
      parts.append((leading, 0))
    }
    return normalized(parts, total: measured)
  }

  /// Parts of 1 or 2 columns adding up to `total`: a wider part gives columns to new
  /// parts of spaces after it, a part that lost its columns (a selector that narrowed
  /// it) is merged into the part before it.
  private static func normalized(
    _ parts: [(scalars: String, width: Int)], total: Int
  ) -> [(scalars: String, width: Int)] {
    var result: [(scalars: String, width: Int)] = []
    for part in parts {
      if part.width <= 0, !result.isEmpty {
        result[result.count - 1].scalars += part.scalars
        result[result.count - 1].width &+= part.width
        continue
      }
      result.append(part)
    }
    var fixed: [(scalars: String, width: Int)] = []
    for part in result {
      var width = part.width
      if width <= 0 {
        fixed.append((part.scalars, 1))
        continue
      }
      fixed.append((part.scalars, min(width, 2)))
      width -= 2
      while width > 0 {
        fixed.append((" ", 1))
        width -= 1
      }
    }
    // The widths add up to the total, which parts of no width or a narrowing
    // selector may have changed: trim or pad at the end.
    var sum = fixed.reduce(0) { $0 &+ $1.width }
    while sum > total, let last = fixed.last {
      if last.width == 2 {
        fixed[fixed.count - 1].width = 1
      } else if fixed.count > 1 {
        fixed[fixed.count - 2].scalars += last.scalars
        fixed.removeLast()
      } else {
        break
      }
      sum -= 1
    }
    while sum < total {
      fixed.append((" ", 1))
      sum += 1
    }
    return fixed
  }
}
