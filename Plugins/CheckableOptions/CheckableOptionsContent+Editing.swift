import RowKit

extension CheckableOptionsKind.Content {
  /// Selects the option at `index` and deselects the others.
  ///
  /// Selecting the selected option keeps it selected. Nothing changes when `index`
  /// names no option or options are locked.
  ///
  /// ```swift
  /// content.select(1)  // ( ) Option1 / (•) Option2
  /// ```
  ///
  /// - Returns: whether the option is now selected.
  @discardableResult
  public mutating func select(_ index: Int) -> Bool {
    guard isSelectable, options.indices.contains(index) else { return false }
    selectedOption = index
    return true
  }

  /// Deselects every option.
  ///
  /// ```swift
  /// content.clearSelection()  // ( ) Option1 / ( ) Option2
  /// ```
  public mutating func clearSelection() {
    selectedOption = nil
  }

  /// Unlocks or locks the options; locking clears the selection.
  ///
  /// ```swift
  /// content.setSelectable(false)  // (-) Option1 / (-) Option2, question ends "[locked]"
  /// ```
  public mutating func setSelectable(_ isSelectable: Bool) {
    self.isSelectable = isSelectable
  }

  /// Shows the answer footer (on a green background).
  ///
  /// ```swift
  /// content.reveal()  // adds the line "Answer: Answer Text"
  /// ```
  public mutating func reveal() {
    isRevealed = true
  }

  /// Hides the answer footer; it then takes no lines.
  ///
  /// ```swift
  /// content.hide()  // removes the "Answer: …" lines
  /// ```
  public mutating func hide() {
    isRevealed = false
  }

  /// Gives the option at `index` a background colour that fills its lines, or removes
  /// it with `nil`. Nothing changes when `index` names no option.
  ///
  /// ```swift
  /// content.setBackground(.red, for: 1)  // (•) Option2 [red]   <- on red
  /// ```
  ///
  /// - Returns: whether `index` names an option.
  @discardableResult
  public mutating func setBackground(_ color: Color?, for index: Int) -> Bool {
    guard options.indices.contains(index) else { return false }
    options[index].background = color
    return true
  }
}
