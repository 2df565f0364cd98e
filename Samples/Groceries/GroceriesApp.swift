import RowKit
import RowKitKinds
import RowKitSpinner
import RowKitTerminal
import RowKitTextField

/// A grocery list in a terminal runtime: a field to add items at the top, items with
/// a Remove button that asks first, suggestions a background task posts while a
/// spinner turns, and a prompt for a new item (`n`).
///
/// ```text
/// Groceries                                   <- the header view
/// › Add oat milk q_                           <- the text field (the cursor after q)
///   Bread                        [ Remove ]┃
///  ✓Milk                         [ Remove ]┃  <- selected (Shift-Down)
///   ⠹ Loading suggestions                  │  <- the spinner, turned by ticks
/// 2 items · 1 selected · suggestions 0/3
/// ↑↓ rows  ←→ controls  enter press  ? keys  q quit  n new  x remove      1/4
/// ```
///
/// Everything is the library's public API: the app only adds its own actions and
/// answers the rows' messages and the loader's posts.
final class GroceriesApp {
  /// The id of the field row.
  static let fieldID: RowID = "field"
  /// The id of the spinner row.
  static let loadingID: RowID = "loading"
  /// The field's content when empty.
  static let emptyField = TextFieldKind.Content(placeholder: "new item", label: "Add")

  /// Opens the prompt for a new item.
  static let newItem = KeyAction("new-item", summary: "add an item in a prompt", label: "new")
  /// Removes every selected item.
  static let removeSelected = KeyAction(
    "remove-selected", summary: "remove the selected items", label: "remove")

  let table: TableView
  let runtime: TerminalRuntime
  /// The suggestions expected from the loader.
  let suggestionCount: Int
  /// The suggestions posted so far.
  private(set) var suggestionsLoaded = 0
  /// The next item's number, for its row id.
  private var nextItem = 0

  /// A list of `items`, expecting `suggestions` from the loader.
  init(items: [String], suggestions: Int, options: TerminalRuntime.Options) throws {
    var registry = RowKindRegistry()
    try registry.register(BuiltInKinds.self)
    try registry.register(TextFieldKind())
    try registry.register(SpinnerKind())
    let spinner = SpinnerKind.Content(label: "Loading suggestions", isSpinning: suggestions > 0)
    table = try TableView(
      registry: registry,
      rows: [
        Row(id: Self.fieldID, kind: TextFieldKind(), content: Self.emptyField),
        Row(id: Self.loadingID, kind: SpinnerKind(), content: spinner),
      ],
      viewport: .zero)
    table.selectionMode = .multiple
    runtime = TerminalRuntime(table: table, options: options)
    suggestionCount = suggestions
    for item in items { try add(item) }
    try table.setFocus(Self.fieldID)
    configure()
  }

  /// The number of items.
  var itemCount: Int { table.numberOfRows - 2 }

  /// The status line.
  var status: String {
    "\(itemCount) items · \(table.selectedCount) selected · suggestions "
      + "\(suggestionsLoaded)/\(suggestionCount)"
  }

  /// Adds an item at the end of the list, above the spinner.
  func add(_ title: String) throws(TableError) {
    nextItem += 1
    let row = BuiltInKinds.removableRow(id: RowID("item-\(nextItem)"), title: title)
    try table.insert([row], at: RowIndexPath(row: table.numberOfRows - 1, section: 0))
  }

  /// Wires the runtime: the header, the status line, the keymap's own actions, the
  /// field's messages, the loader's posts and the spinner's ticks.
  private func configure() {
    runtime.header = { .text("Groceries", style: Style(attributes: .bold)) }
    runtime.statusLines = { [unowned self] in [self.status] }
    runtime.showsScrollbar = true
    runtime.showsPosition = true
    runtime.keymap.bind(.character("n"), to: Self.newItem)
    runtime.keymap.bind(.character("x"), to: Self.removeSelected)
    runtime.onAction = { [unowned self] action in
      switch action {
      case Self.newItem:
        try self.presentPrompt()
        return .handled
      case Self.removeSelected:
        try self.removeSelectedItems()
        return .handled
      default:
        return .ignored
      }
    }
    table.onMessage(TextFieldSubmitted.self) { [unowned self] row, submitted in
      guard row == Self.fieldID else { return }
      try? self.submit(submitted.text)
    }
    runtime.onPost(Suggestion.self) { [unowned self] suggestion in
      self.suggestionsLoaded += 1
      try self.add(suggestion.name)
    }
    runtime.onPost(SuggestionsDone.self) { [unowned self] _ in try self.finishLoading() }
    if suggestionCount > 0 {
      runtime.tickInterval = SpinnerKind.tickInterval
      runtime.onTick = { [unowned self] in try SpinnerKind.tick(self.table) }
    }
  }

  /// Adds the field's text as an item and empties the field.
  private func submit(_ text: String) throws(TableError) {
    let title = text.trimmingSpaces
    guard !title.isEmpty else { return }
    try add(title)
    try table.reconfigure(Self.fieldID, kind: TextFieldKind(), content: Self.emptyField)
  }

  /// Shows a prompt with a field of its own; Enter adds the item, Escape cancels.
  private func presentPrompt() throws {
    var registry = RowKindRegistry()
    try registry.register(TextFieldKind())
    let prompt = try TableView(
      registry: registry,
      rows: [
        Row(id: "name", kind: TextFieldKind(), content: .init(placeholder: "item", label: "Name"))
      ],
      viewport: .zero)
    try prompt.setFocus("name")
    prompt.onMessage(TextFieldSubmitted.self) { [unowned self] _, submitted in
      try? self.add(submitted.text.trimmingSpaces)
      self.runtime.dismissOverlay()
    }
    runtime.present(PromptOverlay(title: "New item", table: prompt, width: 36))
  }

  /// Deletes the selected items (never the field or the spinner).
  private func removeSelectedItems() throws(TableError) {
    let selected = table.allRows.map(\.id).filter {
      $0 != Self.fieldID && $0 != Self.loadingID && table.isSelected($0)
    }
    for id in selected { try table.delete(id) }
  }

  /// Stops the spinner: every suggestion is in.
  private func finishLoading() throws(TableError) {
    runtime.tickInterval = nil
    let done = SpinnerKind.Content(label: "Suggestions loaded", isSpinning: false)
    try table.reconfigure(Self.loadingID, kind: SpinnerKind(), content: done)
  }
}

extension String {
  /// The text without spaces at either end.
  var trimmingSpaces: String {
    var characters = Substring(self)
    while characters.first == " " { characters.removeFirst() }
    while characters.last == " " { characters.removeLast() }
    return String(characters)
  }
}
