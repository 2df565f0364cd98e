import RowKit
import RowKitTerminal
import Testing

@Suite struct KeymapTests {
  @Test func theStandardKeymapBindsTheIssuesDefaults() {
    let keymap = Keymap.standard
    let expected: [(KeyPress, KeyAction)] = [
      (.up, .moveUp), (.down, .moveDown), (.character("k"), .moveUp), (.character("j"), .moveDown),
      (KeyPress(.character("p"), modifiers: .control), .moveUp),
      (KeyPress(.character("n"), modifiers: .control), .moveDown),
      (.pageUp, .pageUp), (.pageDown, .pageDown), (.home, .first), (.end, .last),
      (.character("g"), .first), (.character("G"), .last), (.enter, .activate),
      (.space, .toggleSelection), (KeyPress(.down, modifiers: .shift), .extendSelectionDown),
      (KeyPress(.up, modifiers: .shift), .extendSelectionUp),
      (KeyPress(.character("a"), modifiers: .control), .selectAll), (.escape, .cancel),
      (.character("/"), .filter), (.character("?"), .help), (.character("q"), .quit),
      (.tab, .nextControl), (.backTab, .previousControl), (.left, .moveLeft), (.right, .moveRight),
    ]
    for (press, action) in expected {
      #expect(keymap[press] == action, "\(press.helpName)")
    }
    #expect(keymap.bindings.count == expected.count)
    #expect(keymap[KeyPress(.character("q"), modifiers: .alt)] == nil)
  }

  @Test func bindingReplacesAPressesActionAndKeepsItsPlace() {
    var keymap = Keymap([
      .init(.character("a"), .moveUp), .init(.character("b"), .moveDown),
      .init(.character("a"), .quit),
    ])
    #expect(keymap.bindings == [.init(.character("a"), .quit), .init(.character("b"), .moveDown)])
    keymap[.character("c")] = .quit
    #expect(keymap.presses(for: .quit) == [.character("a"), .character("c")])
    #expect(keymap.actions == [.quit, .moveDown])
    keymap[.character("a")] = nil
    #expect(keymap.presses(for: .quit) == [.character("c")])
    keymap.unbind(.quit)
    #expect(keymap.bindings == [.init(.character("b"), .moveDown)])
    keymap.unbind(.character("z"))
    #expect(keymap.bindings.count == 1)
  }

  @Test func actionsAreTheirNames() {
    let mine = KeyAction("quit", summary: "leave", label: nil)
    #expect(mine == .quit)
    #expect(Set([mine, KeyAction.quit]).count == 1)
    #expect(KeyAction.moveDown.description == "move-down")
  }

  @Test func theHelpLineJoinsActionsOfOneLabel() {
    var keymap = Keymap()
    let reverse = KeyAction("reverse", summary: "reverse the rows", label: "reverse")
    keymap.bind([.up, .character("k")], to: .moveUp)
    keymap.bind(.down, to: .moveDown)
    keymap.bind(.pageDown, to: .pageDown)
    keymap.bind(.character("r"), to: reverse)
    keymap.bind(KeyPress(.character("x"), modifiers: .control), to: .quit)
    #expect(keymap.helpLine == "↑↓ rows  r reverse  ctrl-x quit")
    keymap.bind(.tab, to: .moveDown)
    #expect(keymap.helpLine == "↑↓ rows  r reverse  ctrl-x quit")
    #expect(
      keymap.helpEntries.map(\.keys) == ["↑ k", "↓ tab", "pgdn", "r", "ctrl-x"])
    #expect(
      Keymap.standard.helpLine
        == "↑↓ rows  ←→ controls  enter press  ? keys  q quit")
  }

  @Test func keysAreNamedWithTheirModifiers() {
    #expect(KeyPress(.down, modifiers: [.shift, .alt]).helpName == "alt-shift-↓")
    #expect(KeyPress(.character("n"), modifiers: [.control, .super]).helpName == "ctrl-super-n")
    #expect(KeyPress.function(5).helpName == "f5")
    #expect(KeyPress.character("\u{1B}").helpName == "␛")
    #expect(
      [
        KeyPress.tab, .backTab, .enter, .space, .escape, .backspace, .delete, .pageUp, .pageDown,
        .home, .end, .insert, .left, .right,
      ].map(\.helpName)
        == [
          "tab", "shift-tab", "enter", "space", "esc", "backspace", "del", "pgup", "pgdn", "home",
          "end", "ins", "←", "→",
        ])
  }
}
