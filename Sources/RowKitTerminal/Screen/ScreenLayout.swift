import RowKit

/// Where a frame puts the table and the areas around it, top to bottom: the header,
/// the table (and the scrollbar at its right), the footer, then the bars (status,
/// error and help lines) at the bottom.
struct ScreenLayout: Equatable {
  /// The header view's lines.
  var header = ScreenLayout.empty
  /// The table's viewport on the screen.
  var table = ScreenLayout.empty
  /// The scrollbar's column, or `nil` without one.
  var scrollbar: Rect?
  /// The footer view's lines.
  var footer = ScreenLayout.empty
  /// The first line of the bars; they run to the bottom of the screen (lines above the
  /// screen are not drawn).
  var barsTop = 0

  /// Lays out a screen with a header and a footer of the heights given (each as
  /// measured), `bars` lines at the bottom and an optional scrollbar. The bars come
  /// first, then the table's one line, then the header and the footer, in that order,
  /// as far as they fit; the table takes the rest.
  init(
    screen: Size, headerHeight: Int, footerHeight: Int, bars: Int, scrollbar: Bool
  ) {
    let available = max(0, screen.lines - bars)
    let header = min(max(0, headerHeight), max(0, available - 1))
    let footer = min(max(0, footerHeight), max(0, available - 1 - header))
    let tableLines = max(1, available - header - footer)
    let columns = screen.columns
    let barColumn = scrollbar && columns >= 2
    self.header = Rect(column: 0, line: 0, width: columns, height: header)
    table = Rect(
      column: 0, line: header, width: barColumn ? columns - 1 : columns, height: tableLines)
    self.scrollbar =
      barColumn ? Rect(column: columns - 1, line: header, width: 1, height: tableLines) : nil
    self.footer = Rect(column: 0, line: header + tableLines, width: columns, height: footer)
    barsTop = screen.lines - bars
  }

  init() {}

  /// An empty rectangle at the origin.
  static let empty = Rect(column: 0, line: 0, width: 0, height: 0)
}
