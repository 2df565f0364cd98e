/// Why a ``Diff`` could not be computed.
public enum DiffError: Error, Hashable, Sendable, CustomStringConvertible {
  /// Two elements of the old collection have the same id: the one at `offset`
  /// repeats the one at `firstOffset`.
  case duplicateIDInOld(offset: Int, firstOffset: Int)
  /// Two elements of the new collection have the same id: the one at `offset`
  /// repeats the one at `firstOffset`.
  case duplicateIDInNew(offset: Int, firstOffset: Int)
  /// A collection has more elements than a diff can index (offsets are kept in
  /// 32 bits); `count` is the number of elements reached.
  case tooManyElements(count: Int)

  /// One line saying what is wrong.
  public var description: String {
    switch self {
    case .duplicateIDInOld(let offset, let first):
      return "the old element at offset \(offset) has the same id as the one at \(first)"
    case .duplicateIDInNew(let offset, let first):
      return "the new element at offset \(offset) has the same id as the one at \(first)"
    case .tooManyElements(let count):
      return "\(count) elements are more than a diff can index (\(Diff.maximumCount))"
    }
  }
}
