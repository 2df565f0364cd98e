/// Names a control inside a row's content: a button, an option, a mark.
///
/// A control id is a name plus an optional index, so a kind with a varying number of
/// options names them `ControlID("option", index: 0)`, `ControlID("option", index: 1)`,
/// … rather than by tag arithmetic. A string literal makes an id without an index.
public struct ControlID: Hashable, Sendable, CustomStringConvertible,
  ExpressibleByStringLiteral
{
  /// The control's name, for example `"remove"` or `"option"`.
  public var name: String
  /// The index among controls of the same name, if there can be several.
  public var index: Int?

  /// Creates a control id.
  public init(_ name: String, index: Int? = nil) {
    self.name = name
    self.index = index
  }

  /// Creates a control id without an index from a string literal.
  public init(stringLiteral value: String) { self.init(value) }

  /// `name` or `name[index]`.
  public var description: String {
    index.map { "\(name)[\($0)]" } ?? name
  }
}
