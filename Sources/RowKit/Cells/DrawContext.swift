/// How a row is drawn this frame: the one draw state that the table gives a cell and
/// the cell gives its content view.
///
/// The table makes it every frame from its own state, never from a view: whether the
/// row has the focus, which of its controls, and whether the row is selected. A content view draws the same
/// picture for the same content, size and draw state, so a table redraws a row only
/// when one of them changed.
public struct DrawContext: Hashable, Sendable {
  /// Whether the row has the focus.
  public var isFocused: Bool
  /// The focused control of the row, if the row has the focus and a control has it.
  public var focusedControl: ControlID?
  /// Whether the row is selected (``TableView/selectionMode``): ``DefaultCell`` draws
  /// ``CellChrome/selectionMark`` in the gutter, and a content view may show it too.
  public var isSelected = false
  /// Where the table's text filter (``TableView/filter``) matched the row's searchable
  /// text (``RowKind/searchText(of:)``): the matched ranges, as UTF-8 offsets into
  /// that text, and the score; `nil` without a text filter, for an empty query, or for
  /// a row without searchable text. A content view highlights those characters in
  /// ``matchStyle``; ``ComposedContentView`` does so in the texts a kind marks with
  /// ``Node/showingSearchText(from:length:)``.
  public var textMatch: TextMatch?
  /// The style matched characters are drawn in, over the text's own: the table's
  /// ``CellChrome/matchStyle``.
  public var matchStyle = CellChrome.defaultMatchStyle

  /// Creates a draw state of a row that is not selected.
  public init(isFocused: Bool = false, focusedControl: ControlID? = nil) {
    self.isFocused = isFocused
    self.focusedControl = focusedControl
  }

  /// Creates a draw state.
  public init(isFocused: Bool = false, focusedControl: ControlID? = nil, isSelected: Bool) {
    self.isFocused = isFocused
    self.focusedControl = focusedControl
    self.isSelected = isSelected
  }

  /// Whether the row has the focus (``isFocused``).
  @available(*, deprecated, renamed: "isFocused")
  public var isRowFocused: Bool {
    get { isFocused }
    set { isFocused = newValue }
  }

  /// Creates a draw state (``init(isFocused:focusedControl:)``).
  @available(*, deprecated, renamed: "init(isFocused:focusedControl:)")
  public init(isRowFocused: Bool = false, focusedControl: ControlID? = nil) {
    self.init(isFocused: isRowFocused, focusedControl: focusedControl)
  }
}

/// How a cell is drawn this frame: the same value as a content view's
/// ``DrawContext``.
@available(*, deprecated, renamed: "DrawContext")
public typealias CellState = DrawContext
