import Foundation
import RowKit
import RowKitSampleSupport
import RowKitTesting
import Testing

/// The checks every sample fuzzer makes of what one input produced.
enum SampleFuzzing {
  /// Whether printed text is clean: no line wider than `columns` (plain frames trim
  /// their trailing spaces; a separator line aside), and no control character but the line feed (no escape byte from
  /// data: the frames are plain text).
  static func problem(inOutput output: String, columns: Int) -> String? {
    for line in output.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
    where line != ScriptedRunner.frameSeparator {
      if let bad = line.unicodeScalars.first(where: isControl) {
        return "a control character U+\(String(bad.value, radix: 16)) in \(line.debugDescription)"
      }
      let width = DisplayWidth.of(line)
      if width > columns {
        return "a line of \(width) columns, wider than \(columns): \(line.debugDescription)"
      }
    }
    return nil
  }

  /// Whether an error is one clean line: no control character, at most 1,000 scalars.
  static func problem(inMessage message: String) -> String? {
    if let bad = message.unicodeScalars.first(where: isControl) {
      return
        "a control character U+\(String(bad.value, radix: 16)) in the message \(message.debugDescription)"
    }
    if message.unicodeScalars.count > 1_000 {
      return "a message of \(message.unicodeScalars.count) scalars"
    }
    return nil
  }

  static func isControl(_ scalar: Unicode.Scalar) -> Bool {
    Sanitizer.isUnsafe(scalar) && scalar != "\t"
  }

  /// Runs a script on an app as the samples do, into a string, but going on after a
  /// bad line (so that one early error does not hide the rest of the script).
  ///
  /// - Returns: a problem, if there was one, and how many lines were errors.
  static func run(_ script: [UInt8], on app: any SampleApp, screen: Size) -> (
    problem: String?, errors: Int
  ) {
    var printed = ""
    var runner = ScriptedRunner(
      app: app, screen: screen, colors: false, write: { printed += $0 })
    var errors = 0
    for command in Script.commands(in: Script.text(decoding: script), file: "fuzz") {
      do {
        try runner.perform(command)
      } catch {
        errors += 1
        if let problem = problem(inMessage: error.description) { return (problem, errors) }
      }
      if let problem = problem(inOutput: printed, columns: runner.screen.columns) {
        return (problem, errors)
      }
      printed = ""
    }
    do { try runner.run([]) } catch { return ("the final frame failed: \(error)", errors) }
    return (problem(inOutput: printed, columns: runner.screen.columns), errors)
  }
}
