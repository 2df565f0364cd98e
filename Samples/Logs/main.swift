import Foundation
import RowKitSampleSupport

SampleMain.run(
  program: "rowkit-logs",
  summary: """
    A log file in a table that reads its rows from the file as it shows them: an index
    of line offsets is built as the file is read, no line is kept as a string, and a
    file of ten million lines opens at once. Each level (error, warning, info, debug)
    is a row kind of its own. End goes to the last line, / filters, and --follow reads
    the lines appended to the file, keeping the last line in view when it is.
    """,
  options: [
    OptionSpec("file", value: "PATH", help: "the log file to show"),
    OptionSpec("follow", help: "read the lines appended to the file as they come"),
    OptionSpec("demo", help: "show a generated log of 100,000 lines (in a temporary file)"),
    OptionSpec(
      "generate", value: "N", help: "write N generated lines to --file and exit (up to 100000000)"),
  ],
  scriptHelp: LogsApp.scriptHelp
) { options, _ throws(SampleError) in
  let follows = options.flags.contains("follow")
  if let lines = try options.positiveInt("generate") {
    guard let path = options["file"] else { throw .usage("--generate needs --file PATH") }
    try LogGenerator.write(0..<lines, to: path)
    exit(0)
  }
  if options.flags.contains("demo") {
    guard options["file"] == nil else {
      throw .usage("--demo shows its own file: leave out --file")
    }
    let path = NSTemporaryDirectory() + "rowkit-logs-demo-\(getpid()).log"
    unlink(path)
    try LogGenerator.write(0..<100_000, to: path)
    let file = try LogFile(path: path)
    // The file is gone once the sample ends; the open descriptor still reads it.
    unlink(path)
    return try LogsApp(file: file, follows: follows)
  }
  guard let path = options["file"] else { throw .usage("give --file PATH, or --demo") }
  return try LogsApp(file: try LogFile(path: path), follows: follows)
}
