import RowKitTesting
import Testing

@testable import RowKit

/// Keys with modifiers, pastes and modified taps reach the focused row's kind, and a
/// kind that shows an insertion point puts the terminal's cursor there.
@Suite struct ModifiersPasteAndCursorTests {
  /// A one-line field: its text, typed characters appended, pastes inserted, Alt-b
  /// clearing it; the cursor after the text while focused.
  struct FieldKind: RowKind {
    struct Content: Equatable, Sendable {
      var text = ""
      var lastModifiers: KeyModifiers = []
    }
    final class View: RowContentView {
      var content = Content()
      func draw(in canvas: inout TextCanvas, frame: Rect, clip: Rect, context: DrawContext) {
        canvas.fill(clip.intersection(frame), style: .plain)
        let end = canvas.write(content.text, at: frame.origin, clip: clip)
        if context.isFocused { canvas.cursor = Point(column: end, line: frame.minLine) }
      }
      func control(at point: Point, in context: LayoutContext) -> ControlID? { "field" }
    }
    var id: RowKindID { "field" }
    func makeView() -> View { View() }
    func configure(_ view: View, with content: Content) { view.content = content }
    func height(of content: Content, in context: LayoutContext) -> Int { 1 }
    func controls(of content: Content) -> [ControlID] { ["field"] }
    func action(for event: ControlEvent, content: Content) -> RowAction<Content> {
      var next = content
      next.lastModifiers = event.modifiers
      switch event.activation {
      case .key(.character("b")) where event.modifiers == .alt:
        next.text = ""
      case .key(.character(let character)) where event.modifiers.isSubset(of: .shift):
        next.text.append(character)
      case .paste(let text):
        next.text += text
      case .tap:
        break
      default:
        return .none
      }
      return .update(next)
    }
  }

  func makeTable() throws -> TableView {
    var registry = TestKinds.registry()
    try registry.register(FieldKind())
    return try TableView(
      registry: registry,
      rows: [
        Row(id: "field", kind: FieldKind(), content: .init()), label("a", "a"), label("b", "b"),
      ],
      viewport: Size(columns: 20, lines: 3))
  }

  func field(_ table: TableView) throws -> FieldKind.Content {
    try #require(try table.row("field").content.content(as: FieldKind.Content.self))
  }

  @Test func theFocusedRowTypesTheKeysItUses() throws {
    let table = try makeTable()
    try table.setFocus("field")
    #expect(try table.sendToFocusedRow(.character("q")))
    try table.handle(.character("Q"), modifiers: .shift)
    #expect(try field(table).text == "qQ")
    #expect(try field(table).lastModifiers == .shift)
    // A key the kind ignores moves the focus when it is plain...
    #expect(try !table.sendToFocusedRow(.down))
    try table.handle(.down)
    #expect(table.focus?.row == "a")
  }

  @Test func modifiedKeysReachTheKindAndDoNotNavigate() throws {
    let table = try makeTable()
    try table.setFocus("field")
    try table.handle(.character("x"))
    try table.handle(press: KeyPress(.character("b"), modifiers: .alt))
    #expect(try field(table).text == "")
    #expect(try field(table).lastModifiers == .alt)
    // Ctrl-Down is a shortcut for the app, not a move.
    try table.handle(.down, modifiers: .control)
    #expect(table.focus?.row == "field")
  }

  @Test func aPasteGoesToTheFocusedRowOnly() throws {
    let table = try makeTable()
    #expect(try !table.paste("nobody has the focus"))
    try table.setFocus("field")
    #expect(try table.paste("pasted"))
    #expect(try field(table).text == "pasted")
    try table.setFocus("a")
    #expect(try !table.paste("a label ignores it"))
  }

  @Test func aTapCarriesItsModifiers() throws {
    let table = try makeTable()
    try table.tap(at: Point(column: 5, line: 0), modifiers: [.shift, .control])
    #expect(try field(table).lastModifiers == [.shift, .control])
  }

  @Test func theCursorShowsAtTheFocusedFieldAndStaysWhenItIsNotRedrawn() throws {
    let table = try makeTable()
    try table.setFocus("field")
    try table.handle(.character("h"))
    try table.handle(.character("i"))
    var canvas = TextCanvas(size: table.viewport)
    table.draw(into: &canvas)
    #expect(canvas.cursor == Point(column: 4, line: 0))
    // Drawn again with nothing changed: the row is not redrawn, the cursor stays.
    table.draw(into: &canvas)
    #expect(canvas.cursor == Point(column: 4, line: 0))
    var writer = FrameDiffWriter()
    let first = String(decoding: writer.frame(canvas), as: UTF8.self)
    #expect(first.hasSuffix("\u{1B}[1;5H\u{1B}[?25h"))
    // The focus leaves the field: the cursor hides.
    try table.handle(.down)
    table.draw(into: &canvas)
    #expect(canvas.cursor == nil)
    let next = String(decoding: writer.frame(canvas), as: UTF8.self)
    #expect(next.hasSuffix("\u{1B}[?25l"))
    #expect(writer.frame(canvas).isEmpty)
  }
}
