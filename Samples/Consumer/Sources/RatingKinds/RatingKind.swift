import RowKit

/// A star rating: a title and a row of stars, `Coffee ★★★☆☆`.
///
/// Each star is a control of its own, so a tap is hit-tested to the star under it.
/// Tapping a star rates up to that star; tapping the highest lit star again clears the
/// rating. From the keyboard, Left and Right move the focus between the stars (the table
/// does that), Enter or Space rates with the focused star, `+` and `-` raise and lower
/// the rating by one, and a digit sets it directly; the focus then follows the rating.
///
/// The rating lives in the content value, so the plain text output shows it without any
/// colour; the lit stars are also drawn in yellow for terminals that show colour.
///
/// ```swift
/// var registry = RowKindRegistry()
/// try registry.register(RatingKind())
/// let row = Row(id: "coffee", kind: RatingKind(), content: .init(title: "Coffee", stars: 3))
/// ```
public struct RatingKind: ComposedRowKind {
  /// A row's state: what is rated and how many stars it has.
  public struct Content: Equatable, Sendable {
    /// What is rated.
    public var title: String
    /// The rating, from 0 (not rated) to ``maximum``.
    public var stars: Int {
      didSet { stars = Self.clamp(stars, maximum) }
    }
    /// The number of stars drawn, at least 1.
    public let maximum: Int

    /// Creates a rating; `stars` is clamped to `0...maximum`.
    public init(title: String, stars: Int = 0, maximum: Int = 5) {
      self.title = title
      self.maximum = max(1, maximum)
      self.stars = Self.clamp(stars, self.maximum)
    }

    private static func clamp(_ stars: Int, _ maximum: Int) -> Int {
      min(max(0, stars), maximum)
    }
  }

  /// What the kind tells the table's owner when a rating changes.
  public struct Rated: Equatable, Sendable, CustomStringConvertible {
    /// What was rated.
    public var title: String
    /// The new rating.
    public var stars: Int

    /// Creates a message.
    public init(title: String, stars: Int) {
      self.title = title
      self.stars = stars
    }

    /// `Coffee: 4 stars`.
    public var description: String { "\(title): \(stars) star\(stars == 1 ? "" : "s")" }
  }

  /// The lit star.
  public static let litStar: Character = "★"
  /// The unlit star.
  public static let unlitStar: Character = "☆"

  /// The control of the star at `index` (0-based): `star[0]`, `star[1]`, …
  public static func star(_ index: Int) -> ControlID { ControlID("star", index: index) }

  /// Creates the kind.
  public init() {}

  /// `rating`.
  public var id: RowKindID { "rating" }

  /// The title, then the stars flush right, one column and one control each.
  public func body(of content: Content) -> Node {
    .hstack {
      Node.text(content.title)
      Node.spacer()
      Node.hstack(spacing: 0) {
        for index in 0..<content.maximum {
          Node.control(Self.star(index)) {
            Node.frame(width: 1, star(lit: index < content.stars))
          }
        }
      }
    }
  }

  private func star(lit: Bool) -> Node {
    lit
      ? .text(String(Self.litStar), style: Style(foreground: .yellow))
      : .text(String(Self.unlitStar), style: Style(attributes: .dim))
  }

  /// Rates with a tapped or pressed star, or changes the rating by a `+`, `-` or digit
  /// key; every change sends a ``Rated`` message.
  ///
  /// After a key, the focus follows the rating to its highest lit star (the first star
  /// when none is lit); a rating key that changes nothing (`+` at the maximum) is still
  /// used, so it never moves the focus to another row.
  public func action(for event: ControlEvent, content: Content) -> RowAction<Content> {
    var next = content
    switch event.activation {
    case .key(.character("+")):
      next.stars += 1
    case .key(.character("-")):
      next.stars -= 1
    case .key(.character(let digit)) where digit.isASCII && digit.isNumber:
      next.stars = digit.wholeNumberValue ?? content.stars
    default:
      guard event.isPress, let control = event.control, control.name == "star",
        let index = control.index
      else { return .none }
      next.stars = index + 1 == content.stars ? 0 : index + 1
      return .update(next, message: Rated(title: next.title, stars: next.stars))
    }
    guard next != content else { return .handled }
    return .update(next, message: Rated(title: next.title, stars: next.stars))
      .focusing(.control(Self.star(max(0, next.stars - 1))))
  }
}
