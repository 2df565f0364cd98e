/// A rectangle on a text grid: an origin and a size, in display columns and lines.
///
/// The origin may be negative: a row scrolled half out of the viewport is drawn
/// into a rectangle that starts above line 0 and is clipped by the canvas.
public struct Rect: Hashable, Sendable, CustomStringConvertible {
  /// The top-left corner.
  public var origin: Point
  /// The width and height.
  public var size: Size

  /// Creates a rectangle from an origin and a size.
  public init(origin: Point, size: Size) {
    self.origin = origin
    self.size = size
  }

  /// Creates a rectangle from its top-left column and line, width and height.
  public init(column: Int, line: Int, width: Int, height: Int) {
    self.init(origin: Point(column: column, line: line), size: Size(columns: width, lines: height))
  }

  /// The leftmost column.
  public var minColumn: Int { origin.column }
  /// The column just right of the rectangle (saturating at `Int.max`).
  public var maxColumn: Int { Rect.saturatingSum(origin.column, size.columns) }
  /// The top line.
  public var minLine: Int { origin.line }
  /// The line just below the rectangle (saturating at `Int.max`).
  public var maxLine: Int { Rect.saturatingSum(origin.line, size.lines) }
  /// The width in columns.
  public var width: Int { size.columns }
  /// The height in lines.
  public var height: Int { size.lines }
  /// Whether the rectangle covers no cell.
  public var isEmpty: Bool { size.columns == 0 || size.lines == 0 }

  /// Whether `point` lies inside the rectangle.
  public func contains(_ point: Point) -> Bool {
    point.column >= minColumn && point.column < maxColumn && point.line >= minLine
      && point.line < maxLine
  }

  /// The part of the rectangle that also lies in `other`; empty when they do not meet.
  @inline(__always)
  public func intersection(_ other: Rect) -> Rect {
    let left = max(minColumn, other.minColumn)
    let top = max(minLine, other.minLine)
    let right = min(maxColumn, other.maxColumn)
    let bottom = min(maxLine, other.maxLine)
    guard right > left, bottom > top else {
      return Rect(column: left, line: top, width: 0, height: 0)
    }
    return Rect(column: left, line: top, width: right - left, height: bottom - top)
  }

  /// The rectangle shrunk by `insets` on each side (never below zero size; the
  /// arithmetic saturates, whatever the insets).
  public func inset(by insets: EdgeInsets) -> Rect {
    Rect(
      column: Rect.saturatingSum(minColumn, insets.leading),
      line: Rect.saturatingSum(minLine, insets.top),
      width: Rect.saturatingDifference(width, insets.horizontal),
      height: Rect.saturatingDifference(height, insets.vertical))
  }

  private static func saturatingDifference(_ a: Int, _ b: Int) -> Int {
    let (difference, overflow) = a.subtractingReportingOverflow(b)
    return overflow ? (b > 0 ? Int.min : Int.max) : difference
  }

  static func saturatingSum(_ a: Int, _ b: Int) -> Int {
    let (sum, overflow) = a.addingReportingOverflow(b)
    return overflow ? (b > 0 ? Int.max : Int.min) : sum
  }

  /// `(column, line) columns x lines`.
  public var description: String { "\(origin) \(size)" }
}
