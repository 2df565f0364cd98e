import RowKit

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Brings values and events into a ``TerminalRuntime`` from any thread or task,
/// waking its loop at once: a background loader posts what it loaded, and the run
/// shows it in the next frame, with no polling.
///
/// The runtime is not `Sendable`; its mailbox (``TerminalRuntime/mailbox``) is. Hand
/// the mailbox to the other thread or task, and subscribe on the runtime to the types
/// of values it posts (``TerminalRuntime/onPost(_:_:)``):
///
/// ```swift
/// let mailbox = runtime.mailbox
/// runtime.onPost(Loaded.self) { loaded in try table.apply(rows: loaded.rows) }
/// Thread.detachNewThread { mailbox.post(Loaded(rows: fetchRows())) }
/// try runtime.run()
/// ```
///
/// Values and events wait in order until the run takes them: a run wakes from its
/// wait as soon as one is posted (a byte written to the session's wake pipe, which
/// its `poll(2)` watches with the terminal), hands every waiting value to its
/// subscribers and every event to ``TerminalRuntime/handle(_:)``, then draws one
/// frame. What is posted before the run starts waits for its first frame; what is
/// posted after it ended stays here. ``post(contentsOf:)`` and
/// ``send(contentsOf:)`` forward an `AsyncSequence` (an `AsyncStream`, say) as its
/// elements come.
public final class TerminalMailbox: Sendable {
  /// What waits in the mailbox.
  enum Item: Sendable {
    /// A value for the runtime's subscribers.
    case value(any Sendable)
    /// An event, handled as if the terminal sent it.
    case event(TerminalEvent)
  }

  private struct State {
    var items: [Item] = []
    /// The write end of the running session's wake pipe, or -1.
    var wakeDescriptor: CInt = -1
  }

  /// The byte written to the wake pipe for a post: no signal has number 0, so the
  /// session tells it from the bytes its signal handlers write.
  static let wakeByte: UInt8 = 0

  private let state = MailboxLock(State())

  /// Creates an empty mailbox.
  public init() {}

  /// Posts a value for the runtime's subscribers of its type
  /// (``TerminalRuntime/onPost(_:_:)``), from any thread or task.
  ///
  /// - Complexity: O(1) amortised; never blocks on the run.
  public func post(_ value: any Sendable) {
    enqueue(.value(value))
  }

  /// Sends an event to the run, handled as if the terminal had sent it
  /// (``TerminalRuntime/handle(_:)``): a key, a paste, a resize.
  ///
  /// ```swift
  /// mailbox.send(.input(.key(.down)))
  /// ```
  public func send(_ event: TerminalEvent) {
    enqueue(.event(event))
  }

  /// Posts every element of an asynchronous sequence as it comes, in order, from a
  /// task of its own, until the sequence ends or throws or the task is cancelled.
  ///
  /// ```swift
  /// let (progress, continuation) = AsyncStream.makeStream(of: Progress.self)
  /// runtime.mailbox.post(contentsOf: progress)
  /// ```
  ///
  /// - Returns: the task, to cancel it.
  @discardableResult
  public func post<Values: AsyncSequence & Sendable>(
    contentsOf values: Values
  ) -> Task<Void, Never> where Values.Element: Sendable {
    Task { [self] in
      do {
        for try await value in values { post(value) }
      } catch {
        // A sequence that throws ends; what it gave before stays posted.
      }
    }
  }

  /// Sends every event of an asynchronous sequence as it comes, in order, from a
  /// task of its own, until the sequence ends or throws or the task is cancelled.
  ///
  /// - Returns: the task, to cancel it.
  @discardableResult
  public func send<Events: AsyncSequence & Sendable>(
    contentsOf events: Events
  ) -> Task<Void, Never> where Events.Element == TerminalEvent {
    Task { [self] in
      do {
        for try await event in events { send(event) }
      } catch {
        // As in post(contentsOf:).
      }
    }
  }

  /// The values and events waiting.
  public var pendingCount: Int {
    state.withLock { $0.items.count }
  }

  /// Appends an item and wakes the run when the mailbox was empty (a fuller one has a
  /// wake-up on its way). The byte is written under the lock, so the descriptor is
  /// never one the session has closed meanwhile.
  private func enqueue(_ item: Item) {
    state.withLock { state in
      let wasEmpty = state.items.isEmpty
      state.items.append(item)
      guard wasEmpty, state.wakeDescriptor >= 0 else { return }
      var byte = Self.wakeByte
      // Non-blocking: a full pipe already holds a wake-up.
      _ = write(state.wakeDescriptor, &byte, 1)
    }
  }

  /// Lets posts wake a session's loop, through the write end of its wake pipe; wakes
  /// it at once when something already waits.
  func attach(wakeDescriptor: CInt) {
    state.withLock { state in
      state.wakeDescriptor = wakeDescriptor
      guard !state.items.isEmpty else { return }
      var byte = Self.wakeByte
      _ = write(wakeDescriptor, &byte, 1)
    }
  }

  /// Stops writing to the wake pipe: the session is about to close it.
  func detach() {
    state.withLock { $0.wakeDescriptor = -1 }
  }

  /// Takes everything waiting, oldest first.
  func takeAll() -> [Item] {
    state.withLock { state in
      guard !state.items.isEmpty else { return [] }
      defer { state.items = [] }
      return state.items
    }
  }
}
