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
