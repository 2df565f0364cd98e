import Testing

@testable import RowKit

@Suite struct ColorPolicyTests {
  @Test func alwaysAndNeverIgnoreTheEnvironment() {
    #expect(
      ColorPolicy.always.allowsColor(
        environment: ["NO_COLOR": "1", "TERM": "dumb"], isTerminal: false))
    #expect(!ColorPolicy.never.allowsColor(environment: [:], isTerminal: true))
  }

  @Test func autoFollowsTheConventions() {
    #expect(ColorPolicy.auto.allowsColor(environment: ["TERM": "xterm"], isTerminal: true))
    #expect(!ColorPolicy.auto.allowsColor(environment: ["TERM": "xterm"], isTerminal: false))
    #expect(!ColorPolicy.auto.allowsColor(environment: ["NO_COLOR": "1"], isTerminal: true))
    #expect(ColorPolicy.auto.allowsColor(environment: ["NO_COLOR": ""], isTerminal: true))
    #expect(!ColorPolicy.auto.allowsColor(environment: ["TERM": "dumb"], isTerminal: true))
    #expect(ColorPolicy.auto.allowsColor(environment: [:], isTerminal: true))
  }

  @Test func widthComesFromTheValueThenColumnsThen80() {
    #expect(OutputWidth.resolve(explicit: 40, environment: ["COLUMNS": "100"]) == 40)
    #expect(OutputWidth.resolve(explicit: nil, environment: ["COLUMNS": "100"]) == 100)
    #expect(OutputWidth.resolve(explicit: nil, environment: ["COLUMNS": " 120 "]) == 120)
    #expect(OutputWidth.resolve(explicit: nil, environment: [:]) == 80)
    #expect(OutputWidth.resolve(explicit: 0, environment: ["COLUMNS": "wide"]) == 80)
    #expect(OutputWidth.resolve(explicit: -3, environment: ["COLUMNS": "-5"]) == 80)
    #expect(OutputWidth.resolve(explicit: nil, environment: ["COLUMNS": "0"]) == 80)
    #expect(OutputWidth.resolve(explicit: nil, environment: ["COLUMNS": ""]) == 80)
    #expect(OutputWidth.resolve(explicit: Int.max, environment: [:]) == OutputWidth.maximum)
    #expect(
      OutputWidth.resolve(
        explicit: nil, environment: ["COLUMNS": String(repeating: "9", count: 40)])
        == OutputWidth.maximum)
  }
}

@Suite struct ColorNameTests {
  @Test func everyColourHasANameAndNamedColoursComeBack() {
    #expect(Color.red.name == "red")
    #expect(Color.brightBlue.name == "bright blue")
    #expect(Color.indexed(208).name == "colour 208")
    #expect(Color.rgb(255, 136, 0).name == "#FF8800")
    for color in Color.named { #expect(Color(name: color.name) == color) }
    #expect(Color(name: "colour 208") == nil)
    #expect(Color(name: "Red") == nil)
  }
}
