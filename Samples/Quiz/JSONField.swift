import RowKit

/// A value of a parsed JSON document together with its path (`questions[2].options[1]`),
/// so that every complaint names the field it is about.
///
/// Array indexes in paths count from 0, as in JSONPath and JavaScript.
struct JSONField {
  /// The field's value.
  let value: JSONValue
  /// The field's path; `top level` for the document itself.
  let path: String

  /// A complaint about one field.
  struct Problem: Error {
    /// The field's path.
    var path: String
    /// What is wrong, for example `expected a string`.
    var message: String
  }

  /// The document's top-level value.
  init(document: JSONValue) {
    value = document
    path = "top level"
  }

  private init(_ value: JSONValue, path: String) {
    self.value = value
    self.path = path
  }

  /// A problem with this field.
  func problem(_ message: String) -> Problem {
    Problem(path: path, message: message)
  }

  /// Whether the field is JSON `null`.
  var isNull: Bool { value == .null }

  /// The members of an object, each with its path.
  ///
  /// - Throws: a ``Problem`` when this is not an object, or it has a member not in
  ///   `known` (a misspelt field would otherwise be silently ignored).
  func object(known: [String]) throws(Problem) -> [String: JSONField] {
    guard case .object(let object) = value else { throw problem("expected an object") }
    var members: [String: JSONField] = [:]
    for (key, value) in object.sorted(by: { $0.key < $1.key }) {
      let field = JSONField(value, path: member(key))
      guard known.contains(key) else {
        throw field.problem("unknown field (known: \(known.joined(separator: ", ")))")
      }
      members[key] = field
    }
    return members
  }

  /// The elements of an array, each with its path.
  ///
  /// - Throws: a ``Problem`` when this is not an array.
  func array() throws(Problem) -> [JSONField] {
    guard case .array(let array) = value else { throw problem("expected a list") }
    return array.enumerated().map { JSONField($1, path: "\(path)[\($0)]") }
  }

  /// The field as a string.
  ///
  /// - Throws: a ``Problem`` when it is not a string.
  func string() throws(Problem) -> String {
    guard case .string(let string) = value else { throw problem("expected a string") }
    return string
  }

  /// The field as a whole number (`3`, `3.0` or `30e-1`, never `true` or `3.5`), and
  /// the number as written, quoted for messages (capped by the sanitiser).
  ///
  /// - Returns: the value, or `nil` when it is whole but beyond `Int` (a message
  ///   reports it as written, never wrapped around).
  /// - Throws: a ``Problem`` when it is not a whole number.
  func integer() throws(Problem) -> (value: Int?, written: String) {
    switch value {
    case .bool: throw problem("expected a whole number, not true or false")
    case .number(let text):
      let written = Sanitizer.quoted(text, delimiter: "")
      guard let whole = JSONValue.wholeNumber(text) else {
        throw problem("expected a whole number, not \(written)")
      }
      return (whole, written)
    default: throw problem("expected a whole number")
    }
  }

  private func member(_ key: String) -> String {
    let name = Sanitizer.quoted(key, delimiter: "")
    return path == "top level" ? name : "\(path).\(name)"
  }
}
