/// A numbered collection of texts that ``TextMatches`` can search: rows' searchable
/// text, the lines of a file, anything that can lend its texts as UTF-8 bytes.
///
/// Texts are numbered from 0 to `count - 1` and lent one at a time, so a conformer
/// can keep them in any form: one large buffer with line offsets lends slices of it
/// and makes no `String` at all.
///
/// ```swift
/// struct Lines: SearchableTexts {
///   var bytes: [UInt8]
///   var starts: [Int]  // where each line starts; one more entry: the end
///   var count: Int { starts.count - 1 }
///   func withText(at index: Int, _ body: (UnsafeBufferPointer<UInt8>) -> Void) {
///     bytes.withUnsafeBufferPointer { body(.init(rebasing: $0[starts[index]..<starts[index + 1]])) }
///   }
/// }
/// ```
public protocol SearchableTexts {
  /// The number of texts.
  var count: Int { get }

  /// Calls `body` with the UTF-8 bytes of text `index` (from 0 to `count - 1`), valid
  /// only during the call.
  func withText(at index: Int, _ body: (UnsafeBufferPointer<UInt8>) -> Void)

  /// Calls `body` with the number and the UTF-8 bytes of each text in `range`, in
  /// order, each valid only during its call.
  ///
  /// The default calls ``withText(at:_:)`` for each; a conformer that keeps its texts
  /// together can lend them in one pass.
  func forEachText(in range: Range<Int>, _ body: (Int, UnsafeBufferPointer<UInt8>) -> Void)

  /// Calls `body` with the number and the UTF-8 bytes of each text in `numbers`
  /// (ascending), in order, each valid only during its call: how a narrowed query
  /// re-checks the previous matches.
  ///
  /// The default calls ``withText(at:_:)`` for each. A conformer that keeps its texts
  /// in one buffer can read a few texts ahead (touching their first bytes), so that
  /// their cache misses overlap instead of coming one after another.
  func forEachText(at numbers: [Int], _ body: (Int, UnsafeBufferPointer<UInt8>) -> Void)
}

extension SearchableTexts {
  /// Lends each text in `range` through ``withText(at:_:)``.
  public func forEachText(
    in range: Range<Int>, _ body: (Int, UnsafeBufferPointer<UInt8>) -> Void
  ) {
    for index in range {
      withText(at: index) { body(index, $0) }
    }
  }

  /// Lends each text in `numbers` through ``withText(at:_:)``.
  public func forEachText(at numbers: [Int], _ body: (Int, UnsafeBufferPointer<UInt8>) -> Void) {
    for number in numbers {
      withText(at: number) { body(number, $0) }
    }
  }
}

/// An array of strings is searchable: each element's UTF-8, read in place.
extension Array: SearchableTexts where Element == String {
  /// Lends the UTF-8 bytes of element `index`.
  public func withText(at index: Int, _ body: (UnsafeBufferPointer<UInt8>) -> Void) {
    let text = self[index]
    if text.utf8.withContiguousStorageIfAvailable(body) == nil {
      [UInt8](text.utf8).withUnsafeBufferPointer(body)
    }
  }

  /// Lends the UTF-8 bytes of each element in `range`, in one pass.
  public func forEachText(
    in range: Range<Int>, _ body: (Int, UnsafeBufferPointer<UInt8>) -> Void
  ) {
    withUnsafeBufferPointer { strings in
      for index in range {
        if strings[index].utf8.withContiguousStorageIfAvailable({ body(index, $0) }) == nil {
          [UInt8](strings[index].utf8).withUnsafeBufferPointer { body(index, $0) }
        }
      }
    }
  }
}
