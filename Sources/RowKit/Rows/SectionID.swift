/// The stable identity of a ``Section``.
///
/// Updates follow sections by their ids as they follow rows by ``RowID``:
/// ``TableView/apply(_:)`` matches the old and new sections by id, so a section keeps
/// its state (collapsed or not, ``TableView/setCollapsed(_:section:)``) when it
/// moves, and ``RowChanges`` reports the sections inserted, deleted and moved. Create
/// one from a string or an integer; a literal also works.
///
/// ```swift
/// let today: SectionID = "today"
/// let section = Section(id: today, header: title, rows: tasks)
/// ```
///
/// ``automatic`` is the id of a section made with ``Section/init(_:)``: such a section
/// is named by its position (the table's first automatic section is matched with the
/// new list's first, and so on, by index), never by a value of its own.
public struct SectionID: Hashable, Sendable, CustomStringConvertible, ExpressibleByStringLiteral,
  ExpressibleByIntegerLiteral
{
  /// What the identity was made from.
  enum Value: Hashable, Sendable {
    case automatic
    case string(String)
    case integer(Int)
  }

  /// What the identity was made from.
  let value: Value

  /// Creates an identity from a string.
  public init(_ value: String) { self.value = .string(value) }

  /// Creates an identity from an integer.
  public init(_ value: Int) { self.value = .integer(value) }

  /// Creates an identity from a string literal.
  public init(stringLiteral value: String) { self.init(value) }

  /// Creates an identity from an integer literal.
  public init(integerLiteral value: Int) { self.init(value) }

  private init(automatic: Void) { value = .automatic }

  /// The id of a section made without one (``Section/init(_:)``): the section is named
  /// by its position among the table's sections.
  public static let automatic = SectionID(automatic: ())

  /// Whether this is ``automatic``.
  public var isAutomatic: Bool { value == .automatic }

  /// The string or integer the identity was made from; `automatic` for ``automatic``.
  public var description: String {
    switch value {
    case .automatic: return "automatic"
    case .string(let string): return string
    case .integer(let integer): return String(integer)
    }
  }
}
