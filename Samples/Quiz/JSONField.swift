import Foundation
import RowKit

/// A value of a parsed JSON document together with its path (`questions[2].options[1]`),
/// so that every complaint names the field it is about.
///
/// Array indexes in paths count from 0, as in JSONPath and JavaScript.
struct JSONField {
  /// What `JSONSerialization` made of the field.
  let value: Any
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
  init(document: Any) {
    value = document
    path = "top level"
  }

  private init(_ value: Any, path: String) {
    self.value = value
    self.path = path
  }

  /// A problem with this field.
  func problem(_ message: String) -> Problem {
    Problem(path: path, message: message)
  }

  /// Whether the field is JSON `null`.
  var isNull: Bool { value is NSNull }

  /// The members of an object, each with its path.
  ///
  /// - Throws: a ``Problem`` when this is not an object, or it has a member not in
  ///   `known` (a misspelt field would otherwise be silently ignored).
  func object(known: [String]) throws(Problem) -> [String: JSONField] {
    guard let object = value as? [String: Any] else { throw problem("expected an object") }
    var members: [String: JSONField] = [:]
    for key in object.keys.sorted() {
      let field = JSONField(object[key] as Any, path: member(key))
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
    guard let array = value as? [Any] else { throw problem("expected a list") }
    return array.enumerated().map { JSONField($1, path: "\(path)[\($0)]") }
  }

  /// The field as a string.
  ///
  /// - Throws: a ``Problem`` when it is not a string.
  func string() throws(Problem) -> String {
    guard let string = value as? String else { throw problem("expected a string") }
    return string
  }

  /// The field as a whole number (`3` or `3.0`, never `true` or `3.5`).
  ///
  /// - Throws: a ``Problem`` when it is not a whole number.
  func integer() throws(Problem) -> Int {
    guard let number = value as? NSNumber, !(value is String) else {
      throw problem("expected a whole number")
    }
    let type = String(cString: number.objCType)
    if type == "c" || type == "B" { throw problem("expected a whole number, not true or false") }
    if type == "d" || type == "f" {
      guard let whole = Int(exactly: number.doubleValue) else {
        throw problem("expected a whole number, not \(number)")
      }
      return whole
    }
    return number.intValue
  }

  private func member(_ key: String) -> String {
    let name = Sanitizer.visible(key)
    return path == "top level" ? name : "\(path).\(name)"
  }
}
