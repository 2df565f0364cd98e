import RowKit

@testable import RowKitTerminal

private let esc = "\u{1B}"

private func press(_ key: Key, _ modifiers: KeyModifiers = []) -> InputEvent {
  .key(KeyPress(key, modifiers: modifiers))
}

private func character(_ character: Character, _ modifiers: KeyModifiers = []) -> InputEvent {
  .key(KeyPress(.character(character), modifiers: modifiers))
}

/// Keys with modifiers, as the bytes real terminals send for them: xterm (its
/// `CSI 1 ; m X` and `CSI n ; m ~` forms, Alt as an Escape prefix with
/// metaSendsEscape, C0 Ctrl-letters, modifyOtherKeys `CSI 27 ; m ; code ~`), kitty and
/// the terminals that speak its keyboard protocol with the disambiguate flag
/// (`CSI code ; m u`), and tmux, which passes keys on in the xterm forms (and with
/// `extended-keys` in the modifyOtherKeys form).
let modifierCases: [DecoderCase] = [
  // xterm: cursor and editing keys with their modifier parameter.
  DecoderCase("xterm Shift-Up", bytes("\(esc)[1;2A"), [press(.up, .shift)]),
  DecoderCase("xterm Alt-Up", bytes("\(esc)[1;3A"), [press(.up, .alt)]),
  DecoderCase("xterm Ctrl-Up", bytes("\(esc)[1;5A"), [press(.up, .control)]),
  DecoderCase("xterm Ctrl-Shift-Down", bytes("\(esc)[1;6B"), [press(.down, [.shift, .control])]),
  DecoderCase("xterm Ctrl-Alt-Right", bytes("\(esc)[1;7C"), [press(.right, [.alt, .control])]),
  DecoderCase("xterm Meta-Left (Super)", bytes("\(esc)[1;9D"), [press(.left, .super)]),
  DecoderCase(
    "xterm all four on Left", bytes("\(esc)[1;16D"),
    [press(.left, [.shift, .alt, .control, .super])]),
  DecoderCase("xterm Shift-Home", bytes("\(esc)[1;2H"), [press(.home, .shift)]),
  DecoderCase("xterm Ctrl-End", bytes("\(esc)[1;5F"), [press(.end, .control)]),
  DecoderCase("xterm Shift-Delete", bytes("\(esc)[3;2~"), [press(.delete, .shift)]),
  DecoderCase("xterm Alt-Insert", bytes("\(esc)[2;3~"), [press(.insert, .alt)]),
  DecoderCase("xterm Ctrl-Page Up", bytes("\(esc)[5;5~"), [press(.pageUp, .control)]),
  DecoderCase("xterm Shift-Page Down", bytes("\(esc)[6;2~"), [press(.pageDown, .shift)]),
  DecoderCase("xterm Shift-F1", bytes("\(esc)[1;2P"), [press(.function(1), .shift)]),
  DecoderCase("xterm Ctrl-F4", bytes("\(esc)[1;5S"), [press(.function(4), .control)]),
  DecoderCase("xterm Ctrl-F5", bytes("\(esc)[15;5~"), [press(.function(5), .control)]),
  DecoderCase("xterm F6", bytes("\(esc)[17~"), [press(.function(6))]),
  DecoderCase("xterm F12", bytes("\(esc)[24~"), [press(.function(12))]),
  DecoderCase("xterm Shift-F12", bytes("\(esc)[24;2~"), [press(.function(12), .shift)]),
  DecoderCase("xterm F3 SS3", bytes("\(esc)OR"), [press(.function(3))]),
  DecoderCase("xterm Shift-Tab", bytes("\(esc)[Z"), [press(.backTab)]),
  DecoderCase("konsole Shift-F1 SS3", bytes("\(esc)O2P"), [press(.function(1), .shift)]),
  // Alt as an Escape prefix (xterm's metaSendsEscape, VTE, tmux).
  DecoderCase("Alt-x", bytes("\(esc)x"), [character("x", .alt)]),
  DecoderCase("Alt-Shift-x", bytes("\(esc)X"), [character("X", .alt)]),
  DecoderCase("Alt-é", bytes("\(esc)é"), [character("é", .alt)]),
  DecoderCase("Alt-Enter", bytes("\(esc)\r"), [press(.enter, .alt)]),
  DecoderCase("Alt-Backspace", [0x1B, 0x7F], [press(.backspace, .alt)]),
  DecoderCase("Alt-Space", bytes("\(esc) "), [press(.space, .alt)]),
  DecoderCase("Alt-Tab", bytes("\(esc)\t"), [press(.tab, .alt)]),
  DecoderCase("Ctrl-Alt-a", [0x1B, 0x01], [character("a", [.alt, .control])]),
  DecoderCase("Alt-x then y", bytes("\(esc)xy"), [character("x", .alt), character("y")]),
  DecoderCase("Escape then Alt-x", bytes("\(esc)\(esc)x"), [press(.escape), character("x", .alt)]),
  DecoderCase(
    "rxvt Alt-Up reads as Escape, Up", bytes("\(esc)\(esc)[A"), [press(.escape), press(.up)]),
  DecoderCase("Ctrl-C after an Escape is Ctrl-C", [0x1B, 0x03], [.interrupt]),
  DecoderCase(
    "Alt and bad UTF-8", [0x1B, 0xC3, 0x41], [character("\u{FFFD}", .alt), character("A")]),
  // Ctrl-letters and the other C0 bytes.
  DecoderCase("Ctrl-A", [0x01], [character("a", .control)]),
  DecoderCase("Ctrl-L", [0x0C], [character("l", .control)]),
  DecoderCase(
    "Ctrl-N and Ctrl-P", [0x0E, 0x10], [character("n", .control), character("p", .control)]),
  DecoderCase("Ctrl-W", [0x17], [character("w", .control)]),
  DecoderCase("Ctrl-Space (NUL)", [0x00], [press(.space, .control)]),
  DecoderCase("Ctrl-backslash", [0x1C], [character("\\", .control)]),
  DecoderCase("Ctrl-]", [0x1D], [character("]", .control)]),
  DecoderCase("Ctrl-^", [0x1E], [character("^", .control)]),
  DecoderCase("Ctrl-_", [0x1F], [character("_", .control)]),
  // xterm's modifyOtherKeys (and tmux with extended-keys).
  DecoderCase("modifyOtherKeys Ctrl-Enter", bytes("\(esc)[27;5;13~"), [press(.enter, .control)]),
  DecoderCase("modifyOtherKeys Shift-Enter", bytes("\(esc)[27;2;13~"), [press(.enter, .shift)]),
  DecoderCase("modifyOtherKeys Ctrl-Tab", bytes("\(esc)[27;5;9~"), [press(.tab, .control)]),
  DecoderCase(
    "modifyOtherKeys Ctrl-Shift-Tab", bytes("\(esc)[27;6;9~"), [press(.backTab, .control)]),
  DecoderCase(
    "modifyOtherKeys Ctrl-Shift-A", bytes("\(esc)[27;6;65~"), [character("A", .control)]),
  DecoderCase("modifyOtherKeys Ctrl-;", bytes("\(esc)[27;5;59~"), [character(";", .control)]),
  DecoderCase("modifyOtherKeys Alt-Space", bytes("\(esc)[27;3;32~"), [press(.space, .alt)]),
  DecoderCase("modifyOtherKeys Ctrl-c", bytes("\(esc)[27;5;99~"), [.interrupt]),
  // The kitty keyboard protocol, disambiguate flag.
  DecoderCase("kitty Escape", bytes("\(esc)[27u"), [press(.escape)]),
  DecoderCase("kitty Alt-Escape", bytes("\(esc)[27;3u"), [press(.escape, .alt)]),
  DecoderCase("kitty Ctrl-a", bytes("\(esc)[97;5u"), [character("a", .control)]),
  DecoderCase("kitty Alt-a", bytes("\(esc)[97;3u"), [character("a", .alt)]),
  DecoderCase("kitty Ctrl-Shift-a", bytes("\(esc)[97;6u"), [character("A", .control)]),
  DecoderCase("kitty Super-a", bytes("\(esc)[97;9u"), [character("a", .super)]),
  DecoderCase("kitty Ctrl-Shift-1", bytes("\(esc)[49;6u"), [character("1", [.shift, .control])]),
  DecoderCase("kitty Ctrl-Enter", bytes("\(esc)[13;5u"), [press(.enter, .control)]),
  DecoderCase("kitty Shift-Enter", bytes("\(esc)[13;2u"), [press(.enter, .shift)]),
  DecoderCase("kitty Ctrl-Backspace", bytes("\(esc)[127;5u"), [press(.backspace, .control)]),
  DecoderCase("kitty Shift-Tab", bytes("\(esc)[9;2u"), [press(.backTab)]),
  DecoderCase("kitty Ctrl-Space", bytes("\(esc)[32;5u"), [press(.space, .control)]),
  DecoderCase("kitty Ctrl-c is Ctrl-C", bytes("\(esc)[99;5u"), [.interrupt]),
  DecoderCase("kitty Ctrl-z is Ctrl-Z", bytes("\(esc)[122;5u"), [.suspend]),
  DecoderCase("kitty Ctrl-d is Ctrl-D", bytes("\(esc)[100;5u"), [.endOfInput]),
  DecoderCase("kitty Ctrl-Shift-c is a key", bytes("\(esc)[99;6u"), [character("C", .control)]),
  DecoderCase(
    "kitty Ctrl-Alt-c is a key", bytes("\(esc)[99;7u"), [character("c", [.alt, .control])]),
  DecoderCase("kitty Ctrl-a with Caps Lock", bytes("\(esc)[97;69u"), [character("a", .control)]),
  DecoderCase("kitty F3", bytes("\(esc)[13~"), [press(.function(3))]),
  DecoderCase("kitty F13", bytes("\(esc)[57376u"), [press(.function(13))]),
  DecoderCase("kitty F35", bytes("\(esc)[57398;2u"), [press(.function(35), .shift)]),
  DecoderCase("kitty keypad 5 with Num Lock", bytes("\(esc)[57404;129u"), [character("5")]),
  DecoderCase("kitty keypad Enter", bytes("\(esc)[57414;5u"), [press(.enter, .control)]),
  DecoderCase("kitty keypad Up", bytes("\(esc)[57419u"), [press(.up)]),
  DecoderCase("kitty repeat", bytes("\(esc)[97;5:2u"), [character("a", .control)]),
  DecoderCase("kitty release", bytes("\(esc)[97;5:3u"), [.unknown(bytes("\(esc)[97;5:3u"))]),
  DecoderCase("kitty alternate keys", bytes("\(esc)[97:65;6u"), [character("A", .control)]),
  DecoderCase("kitty text field", bytes("\(esc)[97;5;97u"), [character("a", .control)]),
  DecoderCase(
    "kitty lone Left Shift", bytes("\(esc)[57441;2u"), [.unknown(bytes("\(esc)[57441;2u"))]),
  DecoderCase("kitty private-use code", bytes("\(esc)[57344u"), [.unknown(bytes("\(esc)[57344u"))]),
  DecoderCase("kitty control code", bytes("\(esc)[1u"), [.unknown(bytes("\(esc)[1u"))]),
  DecoderCase(
    "kitty code beyond Unicode", bytes("\(esc)[1114112u"), [.unknown(bytes("\(esc)[1114112u"))]),
  DecoderCase("kitty Ctrl-Alt-Up", bytes("\(esc)[1;7A"), [press(.up, [.alt, .control])]),
  DecoderCase("kitty flags answer", bytes("\(esc)[?1u"), [.report(.keyboardFlags(1))]),
  DecoderCase("kitty flags answer 0", bytes("\(esc)[?0u"), [.report(.keyboardFlags(0))]),
  // tmux passes keys on in xterm's forms.
  DecoderCase("tmux S-Up", bytes("\(esc)[1;2A"), [press(.up, .shift)]),
  DecoderCase("tmux M-Up", bytes("\(esc)[1;3A"), [press(.up, .alt)]),
  DecoderCase("tmux C-Left", bytes("\(esc)[1;5D"), [press(.left, .control)]),
  DecoderCase("tmux M-j", bytes("\(esc)j"), [character("j", .alt)]),
  DecoderCase("tmux Home and End", bytes("\(esc)[1~\(esc)[4~"), [press(.home), press(.end)]),
  DecoderCase("tmux S-F1", bytes("\(esc)[1;2P"), [press(.function(1), .shift)]),
  DecoderCase("tmux C-Enter, extended-keys", bytes("\(esc)[27;5;13~"), [press(.enter, .control)]),
  DecoderCase("tmux C-Enter, csi-u format", bytes("\(esc)[13;5u"), [press(.enter, .control)]),
  // Not keys.
  DecoderCase(
    "F3 with Shift reads as a cursor report", bytes("\(esc)[1;2R"),
    [.report(.cursorPosition(line: 1, column: 2))]),
  DecoderCase(
    "modifiers in a paste are text", bytes("\(esc)[200~\(esc)[1;2A\(esc)x\(esc)[201~"),
    [.paste("\(esc)[1;2A\(esc)x")]),
]
