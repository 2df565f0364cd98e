import RowKit
import RowKitTesting
import Testing

/// A row with an enabled button, a disabled one and a disabled check box control.
struct SwitchboardKind: ComposedRowKind {
  typealias Content = Bool
  var id: RowKindID { "switchboard" }
  func body(of content: Bool) -> Node {
    .hstack {
      Node.button("on", label: "On")
      Node.button("off", label: "Off", isEnabled: content)
      Node.control("box", isEnabled: content) {
        Node.hstack {
          Node.mark(.checkbox, isOn: false)
          Node.text("box")
        }
      }
    }
  }
  func action(for event: ControlEvent, content: Bool) -> RowAction<Bool> {
    event.isPress
      ? .message("pressed \(event.control.map(String.init(describing:)) ?? "row")") : .none
  }
}

/// A title and a button pushed far right by padding: at a narrow width the button is
/// laid out nowhere.
struct FarButtonKind: ComposedRowKind {
  typealias Content = String
  var id: RowKindID { "far" }
  func body(of content: String) -> Node {
    .hstack {
      Node.button("near", label: "Near")
      Node.button("far", label: "Far").padding(EdgeInsets(leading: 30))
    }
  }
}

@Suite struct DisabledAndClippedControlsTests {
  func makeTable(enabled: Bool = false, width: Int = 30) throws -> TableView {
    var registry = RowKindRegistry()
    try registry.register(SwitchboardKind())
    try registry.register(FarButtonKind())
    return try TableView(
      registry: registry, rows: [Row(id: 1, kind: SwitchboardKind(), content: enabled)],
      viewport: Size(columns: width, lines: 1))
  }

  @Test func aButtonInsideADisabledControlIsNoControlEither() {
    let node = Node.control("outer", isEnabled: false) {
      Node.button("inner", label: "Inner")
    }
    let frame = Rect(origin: .zero, size: Size(columns: 20, lines: 1))
    #expect(node.control(at: Point(column: 3, line: 0), in: frame) == nil)
    #expect(node.controls.isEmpty)
  }

  @Test func aDisabledButtonIsDrawnDimmedWithDashesInTheSameWidth() throws {
    let table = try makeTable()
    expectLines(RenderedLines.of(table), ["  [ On ] [-Off-] [ ] box"])
    let canvas = table.render()
    #expect(canvas[9, 0].style.attributes.contains(.dim))  // "[-Off-]"
    #expect(canvas[21, 0].style.attributes.contains(.dim))  // "box", inside the control
    #expect(!canvas[2, 0].style.attributes.contains(.dim))
    try table.reconfigure(1, kind: SwitchboardKind(), content: true)
    expectLines(RenderedLines.of(table), ["  [ On ] [ Off ] [ ] box"])
  }

  @Test func disabledControlsAreSkippedByTabAndNeverFocused() throws {
    let table = try makeTable()
    #expect(SwitchboardKind().controls(of: false) == ["on"])
    #expect(SwitchboardKind().controls(of: true) == ["on", "off", "box"])
    try table.handle(.tab)
    try table.handle(.tab)
    try table.handle(.right)
    #expect(table.focus == Focus(row: 1, control: "on"))
  }

  @Test func aTapOnADisabledControlReachesTheRowOutsideAnyControl() throws {
    let table = try makeTable()
    let recorder = MessageRecorder(table)
    #expect(table.hitTest(Point(column: 10, line: 0))?.control == nil)
    try table.tap(at: Point(column: 10, line: 0))
    try table.tap(at: Point(column: 20, line: 0))
    #expect(recorder.descriptions == ["pressed row", "pressed row"])
    #expect(table.focus == Focus(row: 1, control: "on"))
  }

  @Test func activatingADisabledOrMissingControlIsATypedError() throws {
    let table = try makeTable()
    let recorder = MessageRecorder(table)
    for control: ControlID in ["off", "box", "nothing"] {
      #expect(throws: TableError.unknownControl(control, row: 1)) {
        try table.activate(control, in: 1)
      }
    }
    try table.activate("on", in: 1)
    try table.activate(nil, in: 1)
    #expect(recorder.descriptions == ["pressed on", "pressed row"])
  }

  @Test func aControlLaidOutNowhereIsNotInTheTabOrder() throws {
    var registry = RowKindRegistry()
    try registry.register(FarButtonKind())
    let table = try TableView(
      registry: registry, rows: [Row(id: 1, kind: FarButtonKind(), content: "")],
      viewport: Size(columns: 20, lines: 2))
    // The padded button wraps below and its 30 columns of padding leave it no room.
    expectLines(RenderedLines.of(table), ["  [ Near ]", ""])
    try table.handle(.tab)
    try table.handle(.tab)
    #expect(table.focus == Focus(row: 1, control: "near"))
    try table.handle(.right)
    #expect(table.focus == Focus(row: 1, control: "near"))
    // Wide enough, it is drawn and takes the focus; the kind lists both all along.
    table.viewport = Size(columns: 60, lines: 1)
    expectLines(RenderedLines.of(table), ["› < Near >                               [ Far ]"])
    try table.handle(.right)
    #expect(table.focus == Focus(row: 1, control: "far"))
    #expect(FarButtonKind().controls(of: "") == ["near", "far"])
  }
}
