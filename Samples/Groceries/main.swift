import RowKit
import RowKitTerminal

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `groceries`: a grocery list run in the terminal. Type into the Add field (Enter
/// adds the item; `q` types q there), Down to the items, Shift-Down to select, `x` to
/// remove the selected, Enter on Remove asks first (Escape answers No), `n` opens a
/// prompt, `?` shows the keys, `q` quits.
let usage = """
  usage: groceries [--items N] [--suggestions N] [--post-interval MS]

  A grocery list in the terminal: a text field to add items, items with a Remove
  button that asks first, multi-select (Shift-Up/Down, Space, Ctrl-A), suggestions
  posted by a background task while a spinner turns, a prompt (n) and the keys (?).

    --items N           start with N items (default 5, at most 100000)
    --suggestions N     suggestions the background task posts (default 3, at most 1000)
    --post-interval MS  milliseconds between two suggestions (default 700, at most 60000)
  """

/// The starting items.
let staples = ["Bread", "Milk", "Eggs", "Butter", "Cheese", "Tomatoes", "Onions", "Pasta"]

/// Prints one sanitised line on standard error and exits with status 2.
func fail(_ message: String) -> Never {
  let line = "groceries: " + Sanitizer.visible(message) + "\n"
  _ = line.utf8CString.withUnsafeBufferPointer {
    write(STDERR_FILENO, $0.baseAddress, $0.count - 1)
  }
  exit(2)
}

/// The value of a numeric option, within `range`.
func number(_ text: String?, option: String, in range: ClosedRange<Int>) -> Int {
  guard let text, let value = Int(text), range.contains(value) else {
    fail("\(option) needs a whole number in \(range.lowerBound)...\(range.upperBound)")
  }
  return value
}

var items = 5
var suggestions = 3
var interval = 700
var arguments = CommandLine.arguments.dropFirst()
while let argument = arguments.popFirst() {
  switch argument {
  case "--items": items = number(arguments.popFirst(), option: argument, in: 0...100_000)
  case "--suggestions":
    suggestions = number(arguments.popFirst(), option: argument, in: 0...1000)
  case "--post-interval":
    interval = number(arguments.popFirst(), option: argument, in: 0...60_000)
  case "--help", "-h":
    print(usage)
    exit(0)
  default: fail("unknown option \(argument) (see --help)")
  }
}

do {
  let titles = (0..<items).map { index in
    index < staples.count ? staples[index] : "Item \(index + 1)"
  }
  let app = try GroceriesApp(
    items: titles, suggestions: suggestions, options: TerminalRuntime.Options())
  SuggestionLoader.start(
    count: suggestions, interval: .milliseconds(interval), mailbox: app.runtime.mailbox)
  exit(try app.runtime.run())
} catch {
  fail("\(error)")
}
