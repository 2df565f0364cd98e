import RowKit
import RowKitCheckableOptions
import RowKitSampleSupport

extension QuizApp {
  /// The quiz's script commands, for `--help`.
  static let scriptHelp = [
    "select Q OPTION   choose option OPTION of question Q",
    "clear Q           clear question Q's choice",
    "check Q           press question Q's Check button (it needs a chosen option)",
    "reveal Q|all      show the answer of question Q, or of all questions",
    "lock Q            lock question Q's options (clears its choice)",
    "unlock Q          unlock question Q's options",
    "color Q OPTION C  give an option a background colour C: red, green, yellow,",
    "                  blue, magenta, cyan, white, or none to remove it",
  ]

  /// The colour names `color` accepts; `none` removes the colour.
  static let colorNames = Color.named[1...7].map(\.name) + ["none"]

  /// Runs `select`, `check`, `clear`, `reveal`, `lock`, `unlock` and `color`.
  func perform(_ command: ScriptCommand) throws(SampleError) -> Bool {
    switch command.name {
    case "select":
      try command.expectArguments(2, "Q OPTION")
      let index = try question(command)
      let option = try self.option(command, at: 1, of: index)
      guard content(of: index)?.isSelectable == true else {
        throw command.error("question \(index + 1) is locked ('unlock \(index + 1)' first)")
      }
      do {
        try table.activate(CheckableOptionsKind.optionControl(option), in: rowID(index))
      } catch {
        throw command.error(error.description)
      }
    case "check":
      try command.expectArguments(1, "Q")
      let index = try question(command)
      guard let content = content(of: index), !content.isRevealed else {
        throw command.error("question \(index + 1) is revealed already")
      }
      guard content.selectedOption != nil else {
        let number = index + 1
        throw command.error(
          "question \(number) has no chosen option to check ('select \(number) OPTION' first)")
      }
      do {
        try table.activate(CheckableOptionsKind.checkControl, in: rowID(index))
      } catch {
        throw command.error(error.description)
      }
    case "clear":
      try command.expectArguments(1, "Q")
      try update(try question(command), command) { $0.clearSelection() }
    case "reveal":
      try command.expectArguments(1, "Q or all")
      let indexes =
        command.arguments[0] == "all" ? Array(quiz.questions.indices) : [try question(command)]
      for index in indexes { try update(index, command) { $0.reveal() } }
    case "lock", "unlock":
      try command.expectArguments(1, "Q")
      let selectable = command.name == "unlock"
      try update(try question(command), command) { $0.setSelectable(selectable) }
    case "color":
      try command.expectArguments(3, "Q OPTION COLOR")
      let index = try question(command)
      let option = try self.option(command, at: 1, of: index)
      let name = command.arguments[2].lowercased()
      guard Self.colorNames.contains(name) else {
        throw command.error(
          "unknown colour \(Sanitizer.quoted(command.arguments[2])) "
            + "(colours: \(Self.colorNames.joined(separator: ", ")))")
      }
      try update(index, command) { $0.setBackground(Color(name: name), for: option) }
    default:
      return false
    }
    return true
  }

  /// Changes a question, reporting a failure as an error of the command's line.
  private func update(
    _ index: Int, _ command: ScriptCommand,
    _ change: (inout CheckableOptionsKind.Content) -> Void
  ) throws(SampleError) {
    do {
      try update(index, change)
    } catch {
      throw command.error(error.description)
    }
  }

  /// The question numbered by argument 0, as a 0-based index.
  private func question(_ command: ScriptCommand) throws(SampleError) -> Int {
    try command.int(at: 0, "question", in: 1...quiz.questions.count) - 1
  }

  /// The option numbered by an argument, as a 0-based index.
  private func option(_ command: ScriptCommand, at position: Int, of index: Int)
    throws(SampleError) -> Int
  {
    try command.int(at: position, "option", in: 1...quiz.questions[index].options.count) - 1
  }
}
