extension TextRenderer where Output == String {
  /// A picture of the canvas as an SVG document, in the ``SVGTheme/dark`` theme.
  ///
  /// See ``svg(theme:)``.
  public static var svg: TextRenderer<String> { svg(theme: .dark) }

  /// A picture of the canvas as an SVG document: the frame as a terminal shows it, to
  /// put in a README or an article.
  ///
  /// Cells sit on a grid of `theme.cellWidth` × `theme.lineHeight` inside a margin of
  /// `theme.padding`; the document is exactly as large as the grid and its margin.
  /// The output is one element a line, in this order:
  ///
  /// - the `<svg>` element, then one `<rect>` in the theme's background;
  /// - one `<rect>` for each run of cells on a line with the same background colour
  ///   other than the default;
  /// - a `<g>` with the font and the default text colour, holding one `<text>` for
  ///   each run of narrow cells on a line that look the same (colour, bold, dim,
  ///   italic, underline), stretched to its cells with `textLength`, and one `<text>`
  ///   for each wide character, centred on its two cells. Spaces that show nothing
  ///   (not underlined) are left out at the ends of a run, and two or more of them
  ///   split it in two.
  ///
  /// Colours follow the theme (see ``SVGTheme``); inverse cells swap their
  /// foreground and background; text without a colour of its own on a coloured
  /// background is drawn in a colour that reads on it (4.5:1 or more); bold is
  /// `font-weight="bold"`, italic `font-style="italic"`, underline
  /// `text-decoration="underline"` and dim
  /// `opacity="0.6"`. Spaces are written as `&#160;` so that no viewer collapses
  /// them; `&`, `<`, `>` and `"` are escaped; any character that XML 1.0 does
  /// not allow, or that the ``Sanitizer`` would replace, becomes U+FFFD. The document
  /// is well-formed XML and the same for equal canvases.
  ///
  /// For a canvas of one line of 4 columns holding `ok` in bold green:
  ///
  /// ```
  /// <svg xmlns="http://www.w3.org/2000/svg" width="54" height="36" viewBox="0 0 54 36">
  /// <rect width="54" height="36" fill="#1C1E22"/>
  /// <g font-family="ui-monospace, 'DejaVu Sans Mono', Menlo, Consolas, monospace, 'Noto Color Emoji', 'Apple Color Emoji', 'Segoe UI Emoji', 'Noto Sans Symbols 2', 'Segoe UI Symbol', 'Apple Symbols'" font-size="15" fill="#D0D0D0">
  /// <text x="9" y="23" textLength="18" fill="#5E9E40" font-weight="bold">ok</text>
  /// </g>
  /// </svg>
  /// ```
  ///
  /// - Complexity: O(columns × lines).
  public static func svg(theme: SVGTheme) -> TextRenderer<String> {
    TextRenderer { canvas in SVGPicture(canvas: canvas, theme: theme).document }
  }
}
