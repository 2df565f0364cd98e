import RowKit
import RowKitSampleSupport

/// Loads a quiz from a JSON file given with `--data`.
///
/// ```json
/// {"title": "Capitals",
///  "questions": [{"question": "Capital of France?", "options": ["Lyon", "Paris"],
///                 "answer": "Paris", "correct": 2}]}
/// ```
///
/// `title`, `answer` and `correct` (1-based) may be left out or `null`. The file is
/// strict JSON in UTF-8 (a byte order mark is skipped): see ``JSONParser`` for what is
/// refused. Every problem is a data error naming the file and the field's path, for
/// example `data.json: questions[2].options[1]: expected a string`, or where the JSON
/// went wrong, for example `data.json: not valid JSON: a trailing comma before ']'
/// (line 3, column 9)`.
enum QuizFile {
  /// Reads and checks a quiz file, within `limits`.
  ///
  /// - Throws: ``SampleError/data(_:)`` for a missing, unreadable or malformed file.
  static func load(_ path: String, limits: InputLimits) throws(SampleError) -> Quiz {
    let bytes = try SampleMain.readBytes(path, what: "data", limits: limits)
    return try quiz(bytes, file: SampleError.fileName(path))
  }

  /// A quiz from a file's bytes; `file` names it in messages.
  ///
  /// - Throws: ``SampleError/data(_:)`` for the first problem.
  static func quiz(_ bytes: [UInt8], file name: String) throws(SampleError) -> Quiz {
    let document: JSONValue
    do {
      document = try JSONParser.parse(bytes)
    } catch {
      guard let path = error.path else { throw .data("\(name): not valid JSON: \(error.message)") }
      throw .data("\(name): \(path): \(error.message)")
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
      guard let value = number.value, (1...options.count).contains(value) else {
        throw field.problem(
          "\(number.written) is out of range: the question has options 1...\(options.count)")
      }
      correct = value - 1
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
}
