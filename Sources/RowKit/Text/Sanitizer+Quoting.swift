extension Sanitizer {
  /// The most scalars of input that ``quoted(_:limit:delimiter:)`` shows by default.
  public static let defaultQuoteLimit = 64

  /// Untrusted text quoted for a one-line message: its visible form in single quotes,
  /// cut after `limit` Unicode scalars with `…` and the whole input's size in bytes.
  ///
  /// Every message that quotes input (an option's value, a file name, a script line, a
  /// field of a data file) goes through this, so that no escape sequence reaches a
  /// terminal and no message grows with its input: a 10 MB script line is quoted in
  /// under a hundred columns. The cut is made on scalars, so even one enormous
  /// cluster (a letter and a million combining marks) is cut.
  ///
  /// ```swift
  /// Sanitizer.quoted("\u{1B}[2J")                           // "'␛[2J'"
  /// Sanitizer.quoted(String(repeating: "a", count: 100), limit: 3)
  /// // "'aaa…' (100 bytes)"
  /// ```
  ///
  /// A file name at the start of a message (`FILE:LINE: …`) goes without quotes:
  /// pass an empty `delimiter`.
  ///
  /// - Parameters:
  ///   - text: untrusted text.
  ///   - limit: the most scalars shown before the cut (at least 1).
  ///   - delimiter: what goes on each side of the visible form.
  /// - Complexity: O(`limit`): the rest of the text is not read (its UTF-8 count is
  ///   O(1) for a native string).
  public static func quoted(
    _ text: some StringProtocol, limit: Int = defaultQuoteLimit, delimiter: String = "'"
  ) -> String {
    let limit = max(1, limit)
    var scalars = String.UnicodeScalarView()
    var iterator = text.unicodeScalars.makeIterator()
    var count = 0
    var cut = false
    while let scalar = iterator.next() {
      guard count < limit else {
        cut = true
        break
      }
      scalars.append(scalar)
      count += 1
    }
    let shown = visible(String(scalars))
    guard cut else { return delimiter + shown + delimiter }
    return "\(delimiter)\(shown)…\(delimiter) (\(text.utf8.count) bytes)"
  }
}
