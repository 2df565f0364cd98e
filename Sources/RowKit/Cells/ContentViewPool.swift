/// Content views parked by kind id, waiting to be reused, and the reuse counters.
///
/// One pool serves every cell of a table: when a slot swaps a row of one kind for a
/// row of another, the old content view is parked here under its kind's id and the
/// new one is taken from here (or made) — the table never rebuilds a content view
/// that it can reuse.
public final class ContentViewPool {
  // Its state is checked for exclusive access when compiled only: outside code (kinds,
  // content views) runs on values read out of it, never inside an access (see the
  // note on `TableView`'s state).
  @exclusivity(unchecked) private var parked: [RowKindID: [any RowContentView]] = [:]
  /// Content views made, per kind id.
  @exclusivity(unchecked) public private(set) var created: [RowKindID: Int] = [:]
  /// Content views taken back out of the pool, per kind id.
  @exclusivity(unchecked) public private(set) var reused: [RowKindID: Int] = [:]
  /// In-place configurations of a content view with a new content value.
  @exclusivity(unchecked) public private(set) var configurations = 0

  /// Creates an empty pool.
  public init() {}

  /// The number of views parked under `kind`.
  public func parkedCount(_ kind: RowKindID) -> Int { parked[kind]?.count ?? 0 }

  /// Parks a content view under its kind's id, after `prepareForReuse`.
  func park(_ view: any RowContentView, kind: RowKindID) {
    view.prepareForReuse()
    parked[kind, default: []].append(view)
  }

  /// A view for `content`, reused when one is parked, else made; not yet configured.
  func take(for content: AnyRowContent) -> any RowContentView {
    if let view = parked[content.kindID]?.popLast() {
      reused[content.kindID, default: 0] += 1
      return view
    }
    created[content.kindID, default: 0] += 1
    return content.box.makeView()
  }

  /// Configures `view` with `content`, replacing it with a fresh view if it is not the
  /// kind's view type (which can only happen when two kinds share an id).
  func configure(_ view: any RowContentView, with content: AnyRowContent) -> any RowContentView {
    configurations += 1
    if content.box.configure(view) { return view }
    created[content.kindID, default: 0] += 1
    let fresh = content.box.makeView()
    _ = content.box.configure(fresh)
    return fresh
  }
}
