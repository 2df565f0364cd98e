extension TableView {
  /// Whether a section's header stays at the top of the viewport while the section's
  /// rows scroll under it, pushed up by the end of its section (the next section's
  /// header), as UIKit's plain-style tables pin theirs; `false` by default.
  ///
  /// A pinned header is a row like any other: it is drawn over the rows under it
  /// (last, so it is always whole on screen), hit-tested first (``hitTest(_:)``), and
  /// takes the focus when its kind allows; ``visibleRowIDs`` and ``visibleRowFrames``
  /// list it first, at its pinned frame. Scrolling to a row
  /// (``scroll(to:position:)``, and so every move of the focus) never leaves the row
  /// under a pinned header.
  ///
  /// - Complexity: O(log n) a layout, for the section of the top row and its header.
  public var pinsSectionHeaders: Bool {
    get { pinsHeaders }
    set {
      guard newValue != pinsHeaders else { return }
      pinsHeaders = newValue
      needsLayout = true
    }
  }

  /// The header to pin over the rows just placed (the caller takes it out of them when
  /// it is among them): the header of the section of the row at the viewport's top, when it
  /// is shown and its own top is above the viewport's, at line 0 or higher as the end
  /// of its section pushes it up.
  func pinHeader(over placed: [PlacedRow]) -> PlacedRow? {
    // A ranked view's rows are not in their sections' order: it pins no header.
    guard !filterState.isRanked, let top = placed.first, sectionCounts.count > 0 else { return nil }
    let section = sectionCounts.section(ofFlatIndex: top.index)
    guard sectionCounts.states[section].hasHeader else { return nil }
    let header = sectionCounts.start(of: section)
    let slot = tree.entry(at: header).slot
    guard tree.hidden(slot: slot).isEmpty else { return nil }
    // A header that starts at the viewport's top, or below it, is where it belongs.
    if top.index == header, top.line >= 0 { return nil }
    let height = measure(header, likelyShown: true)
    guard height > 0 else { return nil }
    let end = sectionCounts.start(of: section + 1)
    let sectionEnd = placed.first { $0.index >= end }?.line ?? Int.max
    return PlacedRow(slot: slot, index: header, line: min(0, sectionEnd - height))
  }

  /// The lines of the viewport a pinned header covers, if one is pinned.
  var pinnedLines: Range<Int>? {
    pinned.map { $0.line..<$0.line + height(of: $0) }
  }

  /// How many lines at the top of the viewport the header of the section of the row
  /// at a flat index covers when the row is scrolled to the top: 0 without pinned
  /// headers, for a header itself, or for a section without a shown header.
  func pinnedHeight(above index: Int) -> Int {
    guard pinsHeaders, !filterState.isRanked, sectionCounts.count > 0 else { return 0 }
    let section = sectionCounts.section(ofFlatIndex: index)
    let header = sectionCounts.start(of: section)
    guard sectionCounts.states[section].hasHeader, header != index,
      tree.entry(at: header).isShown
    else { return 0 }
    return measure(header)
  }

  /// What is wrong with the pinned header, if one is pinned: it must be a shown
  /// header of the section of the top placed row (or the row the placed rows start
  /// after), not placed itself, and cover the viewport's top.
  func pinnedViolations() -> [String] {
    guard let pinned else { return [] }
    var problems: [String] = []
    if !pinsHeaders { problems.append("a header is pinned, yet headers are not pinned") }
    guard tree.slot(of: tree.row(inSlot: pinned.slot).id) == pinned.slot else {
      return problems + ["the pinned slot \(pinned.slot) holds no row"]
    }
    let index = tree.flatIndex(ofSlot: pinned.slot)
    if index != pinned.index { problems.append("the pinned header is not at \(pinned.index)") }
    let (section, part) = sectionCounts.part(ofFlatIndex: index)
    if part != .header { problems.append("the pinned row is not a header") }
    // The top row's section's header, or the top row itself (the placed rows then
    // start with the row after it).
    if let top = placed.first, sectionCounts.section(ofFlatIndex: top.index) != section,
      tree.shownIndex(atOrAfter: index + 1) != top.index
    {
      problems.append("the pinned header is not the top row's section's")
    }
    if placed.contains(where: { $0.slot == pinned.slot }) {
      problems.append("the pinned header is placed too")
    }
    if !tree.hidden(slot: pinned.slot).isEmpty { problems.append("the pinned header is hidden") }
    if pinned.line > 0 || pinned.line + height(of: pinned) <= 0 {
      problems.append("the pinned header is at line \(pinned.line)")
    }
    return problems
  }
}
