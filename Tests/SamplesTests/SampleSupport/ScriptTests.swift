import RowKitSampleSupport
import Testing

@Suite struct ScriptTests {
  @Test func commentsAndBlankLinesAreSkippedAndLinesKeepTheirNumbers() {
    let text = "# a comment\n\n  tap 3 4  \n\tadd  Ann  Lee \nrender\n   # indented comment\n"
    let commands = Script.parse(text, file: "s.txt")
    #expect(commands.map(\.name) == ["tap", "add", "render"])
    #expect(commands.map(\.line) == [3, 4, 5])
    #expect(commands[0].arguments == ["3", "4"])
    #expect(commands[1].arguments == ["Ann", "Lee"])
    #expect(commands[1].rest == "Ann  Lee")
    #expect(commands[2].arguments.isEmpty && commands[2].rest.isEmpty)
    #expect(commands.allSatisfy { $0.file == "s.txt" })
  }

  @Test func windowsLineEndsCountOnce() {
    let commands = Script.parse("render\r\n\r\nkey up\r\n", file: "-")
    #expect(commands.map(\.line) == [1, 3])
    #expect(commands[1].arguments == ["up"])
  }

  @Test func numbersAndRowsCheckTheirRange() throws {
    let command = Script.parse("pick 2 x 9", file: "f")[0]
    #expect(try command.int(at: 0, "row", in: 1...5) == 2)
    #expect(try command.row(at: 0, count: 3) == 1)
    #expect(
      throws: SampleError.script(file: "f", line: 1, message: "row must be a whole number, not 'x'")
    ) {
      try command.int(at: 1, "row", in: 1...5)
    }
    #expect(throws: SampleError.script(file: "f", line: 1, message: "row 9 is out of range 1...3"))
    {
      try command.row(at: 2, count: 3)
    }
    #expect(throws: SampleError.script(file: "f", line: 1, message: "'pick' needs option")) {
      try command.int(at: 3, "option", in: 1...2)
    }
    #expect(throws: SampleError.script(file: "f", line: 1, message: "there are no rows")) {
      try command.row(at: 0, count: 0)
    }
    #expect(throws: SampleError.script(file: "f", line: 1, message: "'pick' takes ROW")) {
      try command.expectArguments(1, "ROW")
    }
  }
}
