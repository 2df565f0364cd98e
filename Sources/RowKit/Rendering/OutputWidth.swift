/// The width in columns to render for, when no terminal reports one.
///
/// ```swift
/// let width = OutputWidth.resolve(explicit: options.width,
///                                 environment: ProcessInfo.processInfo.environment)
/// ```
public enum OutputWidth {
  /// The width used when nothing else says: 80 columns.
  public static let fallback = 80
  /// The widest width resolved: 10,000 columns.
  public static let maximum = 10_000

  /// The width from an explicit value, then `COLUMNS`, then ``fallback``.
  ///
  /// A pure function of its inputs. An explicit value or a `COLUMNS` that is not a
  /// positive whole number (`0`, `-3`, `"wide"`, `""`) is skipped; a value above
  /// ``maximum`` is clamped to it.
  ///
  /// - Returns: a width in `1...maximum`.
  public static func resolve(explicit: Int?, environment: [String: String]) -> Int {
    if let explicit, explicit > 0 { return min(explicit, maximum) }
    if let text = environment["COLUMNS"]?.trimmingSpaces, !text.isEmpty,
      text.utf8.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 })
    {
      // All digits: too many digits to parse means too wide.
      let value = Int(text) ?? maximum
      if value > 0 { return min(value, maximum) }
    }
    return fallback
  }
}

extension String {
  /// The string without leading and trailing spaces.
  fileprivate var trimmingSpaces: Substring {
    let start = firstIndex { $0 != " " } ?? endIndex
    let end = lastIndex { $0 != " " }.map(index(after:)) ?? start
    return self[start..<max(start, end)]
  }
}
