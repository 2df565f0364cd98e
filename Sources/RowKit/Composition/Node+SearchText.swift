/// Which bytes of a row's searchable text (``RowKind/searchText(of:)``) a text node
/// shows: its first `length` UTF-8 bytes are the search text's from `offset` on.
struct SearchSpan: Equatable, Sendable {
  var offset: Int
  var length: Int
}

extension Node {
  /// This text node, marked as showing the row's searchable text
  /// (``RowKind/searchText(of:)``) from UTF-8 offset `offset`, for its first `length`
  /// UTF-8 bytes (its whole text when `nil`): where a text filter matched those bytes
  /// (``DrawContext/textMatch``), ``ComposedContentView`` draws them in
  /// ``DrawContext/matchStyle`` over the text's own style.
  ///
  /// A kind whose search text is its title marks the title; one whose search text
  /// joins several texts marks each with its offset in the joined text:
  ///
  /// ```swift
  /// func searchText(of content: Content) -> String? { content.title + " " + content.note }
  /// func body(of content: Content) -> Node {
  ///   Node.vstack {
  ///     Node.text(content.title).showingSearchText()
  ///     Node.text(content.note + " (draft)")
  ///       .showingSearchText(from: content.title.utf8.count + 1, length: content.note.utf8.count)
  ///   }
  /// }
  /// ```
  ///
  /// Any other node is returned as it is. Negative offsets and lengths count as 0.
  public func showingSearchText(from offset: Int = 0, length: Int? = nil) -> Node {
    guard case .text(let text, let style, _) = storage else { return self }
    return .searchText(text, style: style, from: offset, length: length)
  }

  /// Text that shows the row's searchable text from UTF-8 offset `offset`, for its
  /// first `length` UTF-8 bytes (its whole text when `nil`): the node
  /// `Node.text(text, style: style).showingSearchText(from: offset, length: length)`
  /// makes, made in one step (no text node made first and dropped).
  ///
  /// ```swift
  /// Node.searchText(content.title, style: Style(attributes: .bold))
  /// ```
  ///
  /// Negative offsets and lengths count as 0.
  public static func searchText(
    _ text: String, style: Style = .plain, from offset: Int = 0, length: Int? = nil
  ) -> Node {
    let length = min(max(0, length ?? text.utf8.count), text.utf8.count)
    return Node(.text(text, style, SearchSpan(offset: max(0, offset), length: length)))
  }
}

extension NodeLayout {
  /// The part of one wrapped line of a marked text that shows search text: the search
  /// text's offset at the line's start, and how many of the line's bytes are search
  /// text.
  struct LineSpan: Equatable {
    var offset: Int
    var length: Int
  }

  /// The spans of a marked text's wrapped lines: each line found in the text from
  /// where the one before it ended (wrapping drops only the spaces between lines); a
  /// line not found there shows no search text.
  static func lineSpans(of lines: [String], in text: String, span: SearchSpan) -> [LineSpan?] {
    var text = text
    return text.withUTF8 { bytes in
      var cursor = 0
      return lines.map { line in
        var line = line
        return line.withUTF8 { needle -> LineSpan? in
          guard !needle.isEmpty else { return nil }
          var start = cursor
          while start + needle.count <= bytes.count {
            let base = start
            if (0..<needle.count).allSatisfy({ bytes[base + $0] == needle[$0] }) { break }
            start += 1
          }
          guard start + needle.count <= bytes.count else { return nil }
          cursor = start + needle.count
          let shown = max(0, min(needle.count, span.length - start))
          return shown > 0 ? LineSpan(offset: span.offset + start, length: shown) : nil
        }
      }
    }
  }

  /// Writes a line of text, then the parts of it that `match` covers again in
  /// `matchStyle` over `look`.
  static func write(
    _ line: String, span: LineSpan?, match: TextMatch?, matchStyle: Style,
    in canvas: inout TextCanvas, at point: Point, clip: Rect, look: Style
  ) {
    canvas.write(line, at: point, clip: clip, style: look)
    guard let span, let match, !match.ranges.isEmpty else { return }
    let utf8 = line.utf8
    let highlighted = matchStyle.over(look)
    for range in match.ranges {
      // The range's bytes within this line's search text, as offsets into the line.
      let lower = max(range.lowerBound - span.offset, 0)
      let upper = min(range.upperBound - span.offset, span.length)
      guard lower < upper else { continue }
      // Whole characters: from the start of the one holding `lower` to the end of the
      // one holding `upper - 1`.
      var start: String.Index?
      var end = line.startIndex
      for index in line.indices {
        let first = utf8.distance(from: utf8.startIndex, to: index)
        guard first < upper else { break }
        let after = line.index(after: index)
        if utf8.distance(from: utf8.startIndex, to: after) > lower {
          if start == nil { start = index }
          end = after
        }
      }
      guard let start, start < end else { continue }
      let nowhere = Rect(column: 0, line: 0, width: 0, height: 0)
      let column = canvas.write(line[..<start], at: point, clip: nowhere, style: look)
      canvas.write(
        line[start..<end], at: Point(column: column, line: point.line), clip: clip,
        style: highlighted)
    }
  }
}
