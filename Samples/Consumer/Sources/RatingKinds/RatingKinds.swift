import RowKit

/// The row kinds of this package, registered with one call:
///
/// ```swift
/// var registry = RowKindRegistry()
/// try registry.register(RatingKinds.self)
/// ```
public enum RatingKinds: RowKindPlugin {
  /// ``RatingKind``, and ``CounterKind`` as `new-row-kind Counter` wrote it.
  public static var kinds: [AnyRowKind] {
    [AnyRowKind(RatingKind()), AnyRowKind(CounterKind())]
  }
}
