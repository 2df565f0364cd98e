import Testing

@testable import RowKit

/// Each profile's rules on the strings that tell the terminals apart, as the terminals
/// drew them (ucs-detect's measurements, and tmux 3.3a measured here).
@Suite struct TerminalProfileTests {
  static func width(_ text: String, _ profile: TerminalProfile) -> Int {
    DisplayWidth.of(text, mode: profile.widthMode)
  }

  @Test func spacingMarksAndConjuncts() {
    let ka = "\u{915}\u{93E}"  // क + ा
    #expect(Self.width(ka, .kitty) == 1)
    #expect(Self.width(ka, .wezTerm) == 1)
    #expect(Self.width(ka, .windowsTerminal) == 2)
    #expect(Self.width(ka, .xterm) == 2)
    #expect(DisplayWidth.of(ka) == 2)
    let conjunct = "\u{938}\u{94D}\u{935}\u{924}\u{928}\u{94D}\u{924}\u{94D}\u{930}"
    #expect(Self.width(conjunct, .ghostty) == 6)
    #expect(Self.width(conjunct, .contour) == 6)
    #expect(DisplayWidth.of(conjunct) == 5)
    #expect(Self.width("\u{E01}\u{E33}", .kitty) == 1)  // Thai SARA AM
    #expect(Self.width("\u{E01}\u{E33}", .wezTerm) == 2)
  }

  @Test func selectorsAndJoiners() {
    let heart = "\u{2764}\u{FE0F}"
    #expect(Self.width(heart, .kitty) == 2)
    #expect(Self.width(heart, .wezTerm) == 1)
    #expect(Self.width(heart, .tmux) == 2)
    #expect(Self.width(heart, .tmuxBefore34) == 1)
    #expect(Self.width("\u{231A}\u{FE0E}", .windowsTerminal) == 2)
    #expect(Self.width("\u{231A}\u{FE0E}", .kitty) == 1)
    #expect(Self.width("1\u{FE0F}\u{20E3}", .ghostty) == 1)
    let family = "\u{1F468}\u{200D}\u{1F469}\u{200D}\u{1F467}"
    #expect(Self.width(family, .tmux) == 2)
    #expect(Self.width(family, .tmuxBefore34) == 2)
    #expect(Self.width(family, .xterm) == 6)
    #expect(Self.width("\u{915}\u{94D}\u{200D}\u{937}", .tmuxBefore34) == 1)
    #expect(Self.width("a\u{200D}b", .tmuxBefore34) == 2)
    #expect(Self.width("\u{1F44D}\u{1F3FD}", .tmuxBefore34) == 4)
    // tmux keeps at most 21 bytes in a cell: the last person starts a cell of its own.
    let kiss = "\u{1F468}\u{1F3FB}\u{200D}\u{1F430}\u{200D}\u{1F468}\u{1F3FC}"
    #expect(Self.width(kiss, .tmux) == 4)
    #expect(Self.width(kiss, .kitty) == 2)
    #expect(Self.width("a\u{200D}b", .terminalApp) == 3)
  }

  /// Konsole's cells: a spacing mark widens only a cell nothing has joined yet, only an
  /// emoji joins after ZWJ, U+FE0F widens a cell once, the hexagrams are wide.
  @Test func konsoleCells() {
    #expect(Self.width("\u{995}\u{9C7}\u{9BE}", .konsole) == 2)  // ক + ে + া, as কো
    #expect(Self.width("\u{995}\u{9CB}", .konsole) == 2)
    #expect(Self.width("\u{995}\u{9C7}\u{9BE}", .xterm) == 3)
    #expect(Self.width("\u{915}\u{93C}\u{93E}", .konsole) == 1)  // क + nukta + ा
    #expect(Self.width("\u{915}\u{93C}\u{93E}", .xterm) == 2)
    #expect(Self.width("\u{D30}\u{D4D}\u{200D}\u{D39}", .konsole) == 2)
    #expect(Self.width("\u{D30}\u{D4D}\u{200D}\u{D39}", .tmux) == 1)
    #expect(Self.width("\u{1F468}\u{200D}\u{1F469}\u{200D}\u{1F467}", .konsole) == 2)
    #expect(Self.width("\u{26F9}\u{FE0F}\u{200D}\u{2640}\u{FE0F}", .konsole) == 2)
    #expect(Self.width("\u{4DC0}", .konsole) == 2)
    #expect(Self.width("\u{4DC0}", .vte) == 1)  // Wide since Unicode 16.0.
    // A spacing mark that starts a cluster joins the cell before it.
    #expect(Self.width("\u{1000}\u{103A}\u{1038}", .konsole) == 1)
  }

  /// iTerm2's cells: spacing marks outside the BMP join, the rest of a cluster joins
  /// after ZWJ, U+FE0F widens a cell once and never a keycap.
  @Test func iTermCells() {
    #expect(Self.width("\u{11103}\u{1112C}", .iTerm2) == 1)  // Chakma
    #expect(Self.width("\u{11103}\u{1112C}", .xterm) == 2)
    #expect(Self.width("\u{995}\u{9BE}", .iTerm2) == 2)  // Bengali
    #expect(Self.width("\u{D30}\u{D4D}\u{200D}\u{D39}\u{D3F}", .iTerm2) == 1)
    #expect(Self.width("\u{D30}\u{D4D}\u{200D}\u{D39}\u{D3F}", .tmux) == 2)
    #expect(Self.width("#\u{FE0F}", .iTerm2) == 1)
    #expect(Self.width("#\u{FE0F}", .tmux) == 2)
    #expect(Self.width("\u{1F3F3}\u{FE0F}\u{200D}\u{26A7}\u{FE0F}", .iTerm2) == 2)
    #expect(Self.width("\u{1F3F3}\u{FE0F}\u{200D}\u{26A7}\u{FE0F}", .tmux) == 3)
  }

  /// Contour carries a cluster's width into the next in a run of non-ASCII text.
  @Test func contourCarriesWidths() {
    #expect(Self.width("\u{4E14}\u{201C}\u{4E0D}", .contour) == 6)
    #expect(Self.width("\u{4E14}\u{201C}\u{4E0D}", .kitty) == 5)
    #expect(Self.width("\u{4E14}a\u{201C}", .contour) == 4)  // ASCII ends the run.
    #expect(Self.width("\u{1828}\u{1821}\u{1837}\u{180E}\u{1821}", .contour) == 5)
    #expect(Self.width("\u{1828}\u{1821}\u{1837}\u{180E}\u{1821}", .kitty) == 4)
    #expect(Self.width("\u{995}\u{9CD}\u{937}\u{995}", .contour) == 3)
  }

  @Test func unicodeVersions() {
    #expect(Self.width("\u{2630}", .kitty) == 2)  // Wide since Unicode 16.0.
    #expect(Self.width("\u{2630}", .vte) == 1)
    #expect(Self.width("\u{16FF2}", .kitty) == 1)  // Wide since 17.0.
    #expect(DisplayWidth.of("\u{16FF2}") == 2)
    #expect(Self.width("\u{1FAE8}", .putty) == 1)  // An emoji of 15.0.
    #expect(Self.width("\u{1FAE8}", .vte) == 2)
    // screen: marks newer than Unicode 5.0 take a column.
    #expect(Self.width("\u{11103}\u{11127}", .screen) == 2)
    #expect(Self.width("e\u{301}", .screen) == 1)
    #expect(Self.width("\u{9AE}\u{9BE}", .alacritty) == 1)  // A Grapheme_Extend spacing mark.
  }

  @Test func namesAndModes() {
    #expect(TerminalProfile(rawValue: "wezterm") == .wezTerm)
    #expect(TerminalProfile.allCases.count == 18)
    #expect(Set(TerminalProfile.allCases.map(\.rawValue)).count == 18)
    #expect(TerminalProfile.conservative.widthMode == .perCodePoint)
    #expect(WidthMode(profile: .kitty) == TerminalProfile.kitty.widthMode)
    #expect(WidthMode.allCases == [.graphemeClusters, .perCodePoint])
    #expect("\(WidthMode.graphemeClusters)" == "graphemeClusters")
    #expect(
      "\(TerminalProfile.wezTerm.widthMode)"
        == "graphemeClusters, Unicode 16.0, spacingMarksAddNothing, "
        + "spacingMarkAloneTakesNothing, emojiSelectorIgnored, textSelectorIgnored")
    #expect(UnicodeVersion(15, 1) < .latest && "\(UnicodeVersion.latest)" == "17.0")
  }

  /// A canvas in each profile's mode keeps every line as wide as the canvas, and text
  /// ends where the profile measures it: the cells match the terminal's columns.
  @Test func canvasCellsAddUpToTheMeasuredWidth() {
    let samples = [
      "\u{2764}\u{FE0F}!", "\u{1F468}\u{1F3FB}\u{200D}\u{1F430}\u{200D}\u{1F468}\u{1F3FC}!",
      "\u{938}\u{94D}\u{935}\u{924}\u{928}\u{94D}\u{924}\u{94D}\u{930}!", "\u{915}\u{93E}!",
      "a\u{1F3FB}!", "\u{231A}\u{FE0E}!", "\u{16FF2}\u{2630}!", "\u{DB4}\u{DCA}\u{200D}\u{DBB}!",
      "\u{995}\u{9C7}\u{9BE}!", "\u{11103}\u{1112C}!", "\u{D30}\u{D4D}\u{200D}\u{D39}\u{D3F}!",
      "\u{4DC0}!", "\u{4E14}\u{201C}\u{4E0D}!", "#\u{FE0F}!",
    ]
    for profile in TerminalProfile.allCases {
      for text in samples {
        var canvas = TextCanvas(size: Size(columns: 20, lines: 1), widthMode: profile.widthMode)
        let end = canvas.write(text, at: Point(column: 0, line: 0))
        #expect(end == DisplayWidth.of(text, mode: profile.widthMode), "\(profile) \(text)")
        let columns = canvas.cells(line: 0).reduce(0) { $0 + ($1.width == 0 ? 1 : $1.width) }
        #expect(columns == 20 + canvas.cells(line: 0).filter { $0.width == 2 }.count)
      }
    }
  }
}
