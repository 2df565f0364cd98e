#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// What a signal handler needs to put the terminal back, computed before any handler
/// can run.
struct RestoreState {
  /// Whether the terminal is in raw mode with features on and `saved` is valid.
  var armed = false
  /// The descriptor whose attributes were changed.
  var input: CInt = -1
  /// The descriptor the leave sequence goes to.
  var output: CInt = -1
  /// The attributes saved before entering raw mode.
  var saved = termios()
  /// How many bytes of `leaveBuffer` are the leave sequence.
  var leaveCount = 0
  /// The write end of the session's wake pipe, or -1.
  var wakeDescriptor: CInt = -1
  /// Whether the `atexit` hook is registered.
  var exitHookRegistered = false
  /// Whether a ``TerminalSession`` owns the handlers (touched by ordinary code only).
  var sessionActive = false
}

/// The capacity of the pre-computed leave sequence buffer.
let leaveBufferCapacity = 256

// Signal handlers can only touch memory that needs no allocation, locking or Swift
// exclusivity bookkeeping. These two pointers are allocated once (on first use, always
// from ordinary code in `RestoreState.prepare()` before any handler is installed) and
// never freed or reassigned; the handlers read and write through them only. Plain
// pointer accesses carry no exclusivity checks. The state is written by ordinary code
// only while the handlers cannot observe a half-written value that matters: `armed` is
// cleared before and set after the fields it guards change. That is why
// `nonisolated(unsafe)` is safe here.
nonisolated(unsafe) let restoreState: UnsafeMutablePointer<RestoreState> = {
  let pointer = UnsafeMutablePointer<RestoreState>.allocate(capacity: 1)
  pointer.initialize(to: RestoreState())
  return pointer
}()

// See `restoreState`: allocated once, never freed; written only while not armed.
nonisolated(unsafe) let leaveBuffer: UnsafeMutablePointer<UInt8> = .allocate(
  capacity: leaveBufferCapacity)

extension RestoreState {
  /// Initialises the global state from ordinary code, so no handler is ever the first
  /// to touch it (first use of a global runs a one-time initialiser, which is not
  /// async-signal-safe), and registers the `atexit` hook once.
  static func prepare() {
    let state = restoreState
    _ = leaveBuffer
    if !state.pointee.exitHookRegistered {
      state.pointee.exitHookRegistered = true
      atexit {
        restoreTerminalNow()
      }
    }
  }

  /// Records what to restore, then arms the handlers.
  static func arm(input: CInt, output: CInt, saved: termios, leaveSequence: [UInt8]) {
    prepare()
    let state = restoreState
    state.pointee.armed = false
    state.pointee.input = input
    state.pointee.output = output
    state.pointee.saved = saved
    let count = min(leaveSequence.count, leaveBufferCapacity)
    for index in 0..<count {
      leaveBuffer[index] = leaveSequence[index]
    }
    state.pointee.leaveCount = count
    state.pointee.armed = true
  }

  /// Arms the handlers again with the state already recorded (after a resume).
  static func rearm() {
    restoreState.pointee.armed = true
  }

  /// Disarms the handlers: ordinary code is restoring the terminal itself.
  static func disarm() {
    restoreState.pointee.armed = false
  }

  /// Whether the handlers would restore the terminal now.
  static var isArmed: Bool { restoreState.pointee.armed }
}

/// Restores the terminal from the pre-computed state, once: writes the leave sequence
/// and sets the saved attributes back. Does nothing when not armed.
///
/// Async-signal-safe: only `write` and `tcsetattr` on pre-computed global memory, and
/// `errno` is preserved.
func restoreTerminalNow() {
  let state = restoreState
  guard state.pointee.armed else { return }
  state.pointee.armed = false
  let savedErrno = currentErrno
  var offset = 0
  var attempts = 0
  let count = state.pointee.leaveCount
  while offset < count && attempts < 64 {
    attempts += 1
    let written = write(state.pointee.output, leaveBuffer + offset, count - offset)
    if written > 0 {
      offset += written
    } else if written < 0 && currentErrno == EINTR {
      continue
    } else {
      break
    }
  }
  _ = tcsetattr(state.pointee.input, TCSANOW, &state.pointee.saved)
  currentErrno = savedErrno
}
