import Testing

@testable import RowKitTerminal

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

@Suite struct ColorPolicyTests {
  @Test func alwaysAndNeverIgnoreTheEnvironmentAndTheOutput() {
    #expect(
      ColorPolicy.always.allowsColor(
        environment: ["NO_COLOR": "1", "TERM": "dumb"], isTerminal: false))
    #expect(!ColorPolicy.never.allowsColor(environment: [:], isTerminal: true))
  }

  @Test func autoStylesOnlyATerminalThatWantsIt() {
    #expect(ColorPolicy.auto.allowsColor(environment: ["TERM": "xterm"], isTerminal: true))
    #expect(!ColorPolicy.auto.allowsColor(environment: ["TERM": "xterm"], isTerminal: false))
    #expect(!ColorPolicy.auto.allowsColor(environment: ["NO_COLOR": "1"], isTerminal: true))
    #expect(ColorPolicy.auto.allowsColor(environment: ["NO_COLOR": ""], isTerminal: true))
    #expect(!ColorPolicy.auto.allowsColor(environment: ["TERM": "dumb"], isTerminal: true))
    #expect(ColorPolicy.auto.allowsColor(environment: [:], isTerminal: true))
  }

  @Test func theOptionNamesAreTheCases() {
    #expect(ColorPolicy(rawValue: "always") == .always)
    #expect(ColorPolicy(rawValue: "auto") == .auto)
    #expect(ColorPolicy(rawValue: "never") == .never)
    #expect(ColorPolicy(rawValue: "Always") == nil)
  }

  @Test func aPipeIsNotStyledUnderAuto() {
    var descriptors: [Int32] = [-1, -1]
    #expect(pipe(&descriptors) == 0)
    defer {
      close(descriptors[0])
      close(descriptors[1])
    }
    #expect(!ColorPolicy.auto.allowsColor(writingTo: descriptors[1]))
    #expect(ColorPolicy.always.allowsColor(writingTo: descriptors[1]))
  }
}
