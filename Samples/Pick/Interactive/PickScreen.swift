import RowKit
import RowKitSampleSupport
import RowKitTerminal
import RowKitTextField

/// The interactive picker's screen, without a terminal: a table of the query field
/// and one row per match shown, run by a ``RowKitTerminal/TerminalRuntime``, and the
/// work between events (adding the lines posted, searching them).
///
/// Only a screenful of matches are rows: before each frame the rows are set again to
/// the matches in view (``syncRows()``), a few dozen rows whatever the number of lines.
/// The query field is the text-field kind and keeps the focus; the keys it does not use
/// go to the keymap's actions, which move the highlight, mark lines and cancel.
final class PickScreen {
  let model: PickModel
  let table: TableView
  let runtime: TerminalRuntime
  /// Batches posted and not added to the store yet.
  private var pending: [LineBatch] = []
  private var pendingStart = 0
  /// Set when the reader posted its end: why it stopped, if it failed.
  private var ended: InputEnded?
  /// A failure of the input, shown on the status line; the lines before it stay.
  private(set) var inputError: String?
  /// The lines Enter chose, once it was pressed with a match.
  private(set) var chosen: [Int]?

  /// The query field's row.
  static let queryRow: RowID = "query"
  /// Marks the highlighted line and moves up (Shift-Tab).
  static let toggleUp = KeyAction("toggle-up", summary: "mark, previous line")

  init(model: PickModel, query: String) throws {
    self.model = model
    var registry = RowKindRegistry()
    try registry.register(TextFieldKind())
    try registry.register(PickLineKind())
    let field = Row(
      id: Self.queryRow, kind: TextFieldKind(),
      content: TextFieldKind.Content(text: query, label: ">"))
    table = try TableView(
      registry: registry, rows: [field], viewport: .zero, chrome: CellChrome(gutterWidth: 0))
    try table.setFocus(Self.queryRow)
    runtime = TerminalRuntime(table: table)
    runtime.keymap = Self.keymap(multi: model.isMulti)
    runtime.helpLine = nil
    runtime.statusLineCount = 1
    runtime.statusLines = { [weak self] in [self?.statusLine ?? ""] }
    runtime.onAction = { [weak self] action in self?.perform(action) ?? .ignored }
    table.onMessage(TextFieldChanged.self) { [weak self] _, change in
      self?.model.setQuery(change.text)
    }
    table.onMessage(TextFieldSubmitted.self) { [weak self] _, _ in self?.accept() }
    runtime.onPost(LineBatch.self) { [weak self] batch in self?.pending.append(batch) }
    runtime.onPost(InputEnded.self) { [weak self] end in self?.ended = end }
  }

  /// The keys: the field's own (typing, moving in it, deleting) come first; then these.
  static func keymap(multi: Bool) -> Keymap {
    var keymap = Keymap()
    keymap.bind([.up, KeyPress(.character("p"), modifiers: .control)], to: .moveUp)
    keymap.bind([.down, KeyPress(.character("n"), modifiers: .control)], to: .moveDown)
    keymap.bind(KeyPress(.pageUp), to: .pageUp)
    keymap.bind(KeyPress(.pageDown), to: .pageDown)
    keymap.bind(.escape, to: .cancel)
    if multi {
      keymap.bind(.tab, to: .toggleSelection)
      keymap.bind(.backTab, to: toggleUp)
      keymap.bind(KeyPress(.character("a"), modifiers: .alt), to: .selectAll)
    }
    return keymap
  }

  /// The status line: the count, or the input's failure.
  var statusLine: String {
    guard let inputError else { return model.status }
    return model.status + "  " + inputError
  }

  /// The lines of the list: the screen less the field and the status line.
  var listLines: Int { max(0, runtime.screen.lines - 2) }

  private func perform(_ action: KeyAction) -> TerminalRuntime.KeyResponse {
    switch action {
    case .moveUp: model.move(by: -1)
    case .moveDown: model.move(by: 1)
    case .pageUp: model.move(by: -max(1, listLines))
    case .pageDown: model.move(by: max(1, listLines))
    case .cancel: runtime.quit(status: 130)
    case .toggleSelection:
      model.toggleCurrent()
      model.move(by: 1)
    case Self.toggleUp:
      model.toggleCurrent()
      model.move(by: -1)
    case .selectAll: model.toggleAll()
    default: return .ignored
    }
    return .handled
  }

  /// Enter: the chosen lines, and the end of the run (1 when nothing matched).
  func accept() {
    let lines = model.chosen
    chosen = lines
    runtime.quit(status: lines.isEmpty ? 1 : 0)
  }

  /// Whether there is work for between events: lines posted to add, lines to search.
  var hasWork: Bool {
    pendingStart < pending.count || (ended != nil && !model.isInputComplete)
      || model.isSearching
  }

  /// Adds posted lines and searches, until `budget` has passed.
  ///
  /// - Returns: whether anything changed.
  @discardableResult
  func work(forAtMost budget: Duration) -> Bool {
    let clock = ContinuousClock()
    let start = clock.now
    var changed = false
    while pendingStart < pending.count, start.duration(to: clock.now) < budget / 2 {
      add(pending[pendingStart].bytes)
      pending[pendingStart].bytes = []
      pendingStart += 1
      changed = true
    }
    if pendingStart == pending.count {
      pending.removeAll(keepingCapacity: true)
      pendingStart = 0
      if let ended, !model.isInputComplete {
        finish(ended)
        changed = true
      }
    }
    let left = budget - start.duration(to: clock.now)
    if left > .zero, model.search(forAtMost: left) { changed = true }
    return changed
  }

  private func add(_ bytes: [UInt8]) {
    guard inputError == nil else { return }
    var failure: LineStore.Failure?
    bytes.withUnsafeBytes { chunk in
      do throws(LineStore.Failure) {
        try model.store.append(chunk)
      } catch {
        failure = error
      }
    }
    if let failure { inputError = "input stopped: " + PickMain.describe(failure) }
  }

  private func finish(_ end: InputEnded) {
    model.isInputComplete = true
    if let failure = end.failure, inputError == nil {
      inputError = "input stopped: " + failure.reason
    }
    guard inputError == nil else { return }
    do throws(LineStore.Failure) {
      try model.store.finish()
    } catch {
      inputError = "input stopped: " + PickMain.describe(error)
    }
  }

  /// Sets the table's rows to the field and the matches in view.
  func syncRows() {
    let shown = model.shown(lines: listLines)
    var rows: [Row] = []
    rows.reserveCapacity(shown.count + 1)
    if let field = try? table.row(Self.queryRow) { rows.append(field) }
    let store = model.store
    let matches = model.matches
    let highlights = !model.query.isEmpty
    for position in shown {
      let number = matches[position]
      let match = highlights ? matches.match(at: position, in: store) : nil
      let content = PickLineKind.content(
        of: store.line(number), match: match, isCurrent: position == model.current,
        isMarked: model.marked.contains(number))
      rows.append(
        Row(id: RowID(position - shown.lowerBound), kind: PickLineKind(), content: content))
    }
    do {
      try table.apply(rows: rows)
    } catch {
      runtime.report(error)
    }
  }

  /// The screen as it is now, the rows set first.
  func frame() -> TextCanvas {
    syncRows()
    return runtime.frame()
  }
}
