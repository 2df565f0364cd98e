import Foundation
import RowKitTesting
import Testing

@Suite struct RosterTests {
  /// The plain list (`--flat`) at 40x5: the built-in names in their order.
  let size = ["--flat", "--width", "40", "--height", "5"]

  @Test func theBuiltInNamesGroupedByFirstLetter() throws {
    let result = try run(.roster, ["--width", "40", "--height", "7"])
    #expect(result.status == 0)
    expectLines(
      result.lines,
      [
        "  A",
        "  Anchita                     [ Remove ]",
        "  U",
        "  Urvashi                     [ Remove ]",
        "  V",
        "  Vaishnavi                   [ Remove ]",
        "3 names",
      ])
  }

  @Test func aScriptScrollsUnderAStickyLetterSelectsAndRemovesTheSelectedNames() throws {
    let names = "Urvashi\nVaishnavi\nAnchita\nAda\nUma\nVera\nAnn\n"
    let path = try temporaryFile(names, name: "names.txt")
    let script = """
      scroll 2
      render
      select 4
      select 5
      render
      remove selected
      render
      yes selected
      """
    let result = try run(
      .roster, ["--names", path, "--width", "40", "--height", "6"], stdin: script)
    #expect(result.status == 0)
    #expect(result.frames.count == 4)
    // Anchita and Ada have scrolled under the A, which stays at the top.
    expectLines(
      result.frames[0],
      [
        "  A",
        "  Ann                         [ Remove ]",
        "  U",
        "  Urvashi                     [ Remove ]",
        "  Uma                         [ Remove ]",
        "7 names",
      ])
    // Names count from 1, top to bottom: 4 and 5 are Urvashi and Uma.
    expectLines(
      result.frames[1],
      [
        "  A",
        "  Ann                         [ Remove ]",
        "  U",
        " ✓Urvashi                     [ Remove ]",
        " ✓Uma                         [ Remove ]",
        "7 names · 2 selected · selected Uma",
      ])
    expectLines(
      result.frames[2],
      [
        "› Remove 2 selected       [ Yes ] < No >",
        "  names?",
        "  A",
        "  Anchita                     [ Remove ]",
        "  Ada                         [ Remove ]",
        "7 names · 2 selected · asked about 2 se…",
      ])
    // Yes removed both, and the U with them.
    expectLines(
      result.frames[3],
      [
        "  A",
        "› Anchita                     < Remove >",
        "  Ada                         [ Remove ]",
        "  Ann                         [ Remove ]",
        "  V",
        "5 names · removed 2 names",
      ])
  }

  @Test func theBuiltInNamesFlat() throws {
    let result = try run(.roster, size)
    #expect(result.status == 0)
    expectLines(
      result.lines,
      [
        "  Urvashi                     [ Remove ]",
        "  Vaishnavi                   [ Remove ]",
        "  Anchita                     [ Remove ]",
        "",
        "3 names",
      ])
  }

  @Test func removeAsksFirstNoPutsTheRowBackYesDeletesIt() throws {
    let script = """
      # ask about Vaishnavi, then change our mind
      remove 2
      render
      no 2
      render
      remove 1
      yes 1
      """
    let result = try run(.roster, size, stdin: script)
    #expect(result.status == 0)
    #expect(result.frames.count == 3)
    expectLines(
      result.frames[0],
      [
        "  Urvashi                     [ Remove ]",
        "  Remove Vaishnavi?       [ Yes ] [ No ]",
        "  Anchita                     [ Remove ]",
        "",
        "3 names · asked about Vaishnavi",
      ])
    expectLines(
      result.frames[1],
      [
        "  Urvashi                     [ Remove ]",
        "  Vaishnavi                   [ Remove ]",
        "  Anchita                     [ Remove ]",
        "",
        "3 names · kept Vaishnavi",
      ])
    expectLines(
      result.frames[2],
      [
        "  Vaishnavi                   [ Remove ]",
        "  Anchita                     [ Remove ]",
        "",
        "",
        "2 names · removed Urvashi",
      ])
  }

  @Test func tapsAtTheCoordinatesOfEarlierFramesPressTheButtons() throws {
    // Find "[ Remove ]" on Vaishnavi's line in a first run and tap it in a second.
    let first = try run(.roster, size)
    let remove = try #require(
      screenPosition(of: "[ Remove ]", onLineWith: "Vaishnavi", in: first.lines))
    #expect(remove.column == 31 && remove.line == 2)
    let tap = "tap \(remove.column) \(remove.line)\n"
    let second = try run(.roster, size, stdin: tap + "render\n")
    expectLines(
      second.frames[0],
      [
        "  Urvashi                     [ Remove ]",
        "› Remove Vaishnavi?       [ Yes ] < No >",
        "  Anchita                     [ Remove ]",
        "",
        "3 names · asked about Vaishnavi",
      ])
    // Then find "< No >" (focused) in that frame and tap it in a third run.
    let no = try #require(screenPosition(of: "< No >", in: second.frames[0]))
    let third = try run(.roster, size, stdin: tap + "tap \(no.column) \(no.line)\n")
    expectLines(
      third.lines,
      [
        "  Urvashi                     [ Remove ]",
        "› Vaishnavi                   < Remove >",
        "  Anchita                     [ Remove ]",
        "",
        "3 names · kept Vaishnavi",
      ])
  }

  @Test func enterTwiceAsksAndKeepsTheName() throws {
    // Tab twice reaches Vaishnavi's Remove; Enter asks, with the focus on No, so
    // Enter again keeps her.
    let result = try run(.roster, size, stdin: "key tab\nkey tab\nkey enter\nkey enter\n")
    expectLines(
      result.lines,
      [
        "  Urvashi                     [ Remove ]",
        "› Vaishnavi                   < Remove >",
        "  Anchita                     [ Remove ]",
        "",
        "3 names · kept Vaishnavi",
      ])
  }

  @Test func keysTabToTheButtonsAndEnterPressesThem() throws {
    // Tab twice reaches Vaishnavi's Remove; Enter asks, Left moves from No to Yes, and
    // Enter presses it. The focus then passes to the row that took Vaishnavi's place.
    let result = try run(
      .roster, size, stdin: "key tab\nkey tab\nkey enter\nkey left\nkey enter\n")
    expectLines(
      result.lines,
      [
        "  Urvashi                     [ Remove ]",
        "› Anchita                     < Remove >",
        "",
        "",
        "2 names · removed Vaishnavi",
      ])
  }

  @Test func aNamesFileScrollsAndAddAppendsAndScrollsToTheNewName() throws {
    let names = (1...30).map { "Name \($0)" }.joined(separator: "\n") + "\n\n   \n"
    let path = try temporaryFile(names, name: "names.txt")
    let result = try run(
      .roster, ["--flat", "--names", path, "--width", "40", "--height", "6"],
      stdin: "scroll 25\nrender\nadd  Zed  Last \n")
    expectLines(
      result.frames[0],
      [
        "  Name 26                     [ Remove ]",
        "  Name 27                     [ Remove ]",
        "  Name 28                     [ Remove ]",
        "  Name 29                     [ Remove ]",
        "  Name 30                     [ Remove ]",
        "30 names",
      ])
    expectLines(
      result.frames[1],
      [
        "  Name 27                     [ Remove ]",
        "  Name 28                     [ Remove ]",
        "  Name 29                     [ Remove ]",
        "  Name 30                     [ Remove ]",
        "  Zed  Last                   [ Remove ]",
        "31 names · added Zed  Last",
      ])
  }

  @Test func nastyNamesShowAsVisiblePlaceholdersAndNeverAsEscapes() throws {
    let names = [
      "中文Ａ", "e\u{301}", "A\u{1B}[2J\u{1B}]0;pwned\u{07}B", "\u{9B}31m x",
      "abc\u{202E}gnp.exe\u{202C}", "Safe\rEVIL", "ok\u{08}\u{08}", "a\tb",
    ]
    var bytes = Array(names.joined(separator: "\r\n").utf8)
    bytes += Array("\nbad ".utf8) + [0x9B, 0xC3, 0x28] + Array("\n".utf8)
    let path = try temporaryFile(Data(bytes))
    for color in ["never", "always"] {
      let result = try run(
        .roster, ["--flat", "--names", path, "--width", "50", "--height", "12", "--color", color],
        stdin: "remove 3\n")
      #expect(result.status == 0)
      #expect(
        !result.stdout.unicodeScalars.contains { [0x07, 0x08, 0x0D, 0x9B].contains($0.value) })
      #expect(!result.stdout.contains("\u{1B}]"))
      #expect(!result.stdout.contains("\u{1B}[2J"))
      guard color == "never" else { continue }
      expectLines(
        result.lines,
        [
          "  中文Ａ                                [ Remove ]",
          "  é                                     [ Remove ]",
          "  Remove A␛[2J␛]0;pwned␇B?          [ Yes ] [ No ]",
          "  ␛[31m x                               [ Remove ]",
          "  abc\u{FFFD}gnp.exe\u{FFFD}                          [ Remove ]",
          "  Safe␍EVIL                             [ Remove ]",
          "  ok␈␈                                  [ Remove ]",
          "  a       b                             [ Remove ]",
          "  bad \u{FFFD}\u{FFFD}(                               [ Remove ]",
          "",
          "",
          "9 names · asked about A␛[2J␛]0;pwned␇B",
        ])
    }
  }
}
