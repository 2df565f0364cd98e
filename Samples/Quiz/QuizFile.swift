import Foundation
import RowKit
import SampleSupport

/// Loads a quiz from a JSON file given with `--data`.
///
/// ```json
/// {"title": "Capitals",
///  "questions": [{"question": "Capital of France?", "options": ["Lyon", "Paris"],
///                 "answer": "Paris", "correct": 2}]}
/// ```
///
/// `title`, `answer` and `correct` (1-based) may be left out or `null`. Invalid UTF-8
/// is read as U+FFFD. Every problem is a data error naming the file and the field's
/// path, for example `data.json: questions[2].options[1]: expected a string`.
enum QuizFile {
  /// Reads and checks a quiz file.
  ///
  /// - Throws: ``SampleError/data(_:)`` for a missing, unreadable or malformed file.
  static func load(_ path: String) throws(SampleError) -> Quiz {
    let text = try SampleMain.readText(path, what: "data")
    let name = Sanitizer.visible(path)
    let document: Any
    do {
      document = try JSONSerialization.jsonObject(
        with: Data(text.utf8), options: [.fragmentsAllowed])
    } catch {
      throw .data("\(name): not valid JSON: \(describe(error, in: text))")
    }
    do {
      return try quiz(from: JSONField(document: document))
    } catch {
      throw .data("\(name): \(error.path): \(error.message)")
    }
  }

  /// A quiz from a parsed document.
  ///
  /// - Throws: a ``JSONField/Problem`` naming the first bad field.
  static func quiz(from document: JSONField) throws(JSONField.Problem) -> Quiz {
    let members = try document.object(known: ["title", "questions"])
    guard let list = members["questions"] else {
      throw document.problem("missing the field \"questions\" (a list of questions)")
    }
    let questions = try list.array()
    guard !questions.isEmpty else { throw list.problem("the quiz has no questions") }
    return Quiz(
      title: try optional(members["title"])?.string(),
      questions: try questions.map { field throws(JSONField.Problem) in try question(from: field) })
  }

  private static func question(from field: JSONField) throws(JSONField.Problem) -> QuizQuestion {
    let members = try field.object(known: ["question", "options", "answer", "correct"])
    guard let text = members["question"] else {
      throw field.problem("missing the field \"question\"")
    }
    guard let list = members["options"] else {
      throw field.problem("missing the field \"options\" (a list of strings)")
    }
    let options = try list.array().map { option throws(JSONField.Problem) in try option.string() }
    guard !options.isEmpty else { throw list.problem("a question needs at least one option") }
    var correct: Int?
    if let field = optional(members["correct"]) {
      let number = try field.integer()
      guard (1...options.count).contains(number) else {
        throw field.problem(
          "\(number) is out of range: the question has options 1...\(options.count)")
      }
      correct = number - 1
    }
    return QuizQuestion(
      question: try text.string(), options: options,
      answer: try optional(members["answer"])?.string(), correct: correct)
  }

  /// The field, or `nil` when it is absent or `null`.
  private static func optional(_ field: JSONField?) -> JSONField? {
    guard let field, !field.isNull else { return nil }
    return field
  }

  /// Where the parser gave up, as a line and column when it says a character offset.
  private static func describe(_ error: any Error, in text: String) -> String {
    let detail =
      (error as NSError).userInfo["NSDebugDescription"] as? String ?? "cannot parse it"
    var reason = Sanitizer.visible(detail)
    if reason.hasSuffix(".") { reason.removeLast() }
    if let first = reason.first { reason = first.lowercased() + reason.dropFirst() }
    guard let range = reason.range(of: "around character "),
      let offset = Int(reason[range.upperBound...].prefix { $0.isNumber })
    else { return reason }
    let before = Array(text.utf8.prefix(offset))
    let line = before.filter { $0 == 0x0A }.count + 1
    let column = before.count - (before.lastIndex(of: 0x0A).map { $0 + 1 } ?? 0) + 1
    return "\(reason) (line \(line), column \(column))"
  }
}
