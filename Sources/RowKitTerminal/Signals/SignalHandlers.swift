#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The signal handlers of a terminal session.
///
/// - `SIGINT`, `SIGTERM`, `SIGHUP`, `SIGQUIT`: restore the terminal, then raise the
///   signal again with its default action, so the parent sees the process killed by
///   that signal (a shell reports status 128 + signal number, 130 for `SIGINT`).
/// - `SIGTSTP`: restore the terminal, stop with the default action, and on waking
///   install itself again.
/// - `SIGCONT`, `SIGWINCH`: write the signal number to the wake pipe, so the event
///   loop re-enters raw mode and redraws, or reads the new size.
/// - `SIGSEGV`, `SIGBUS`, `SIGILL`, `SIGTRAP`, `SIGFPE`, `SIGABRT` (a crash or a Swift
///   runtime trap): restore the terminal, put back the previous handler (for example
///   the Swift runtime's backtracer) and return, so the fault repeats into it.
///
/// Every handler is async-signal-safe: it calls only `write`, `tcsetattr`,
/// `sigaction`, `sigprocmask`, `raise` and `_exit` on pre-computed global state.
enum SignalHandlers {
  static let terminating: [CInt] = [SIGINT, SIGTERM, SIGHUP, SIGQUIT]
  static let faults: [CInt] = [SIGSEGV, SIGBUS, SIGILL, SIGTRAP, SIGFPE, SIGABRT]
  static let notifying: [CInt] = [SIGCONT, SIGWINCH]

  /// Installs every handler and returns the previous actions, to be passed to
  /// ``uninstall(_:)``.
  static func install() -> [CInt: sigaction] {
    RestoreState.prepare()
    _ = previousActions
    var previous: [CInt: sigaction] = [:]
    for signal in terminating {
      previous[signal] = installSignalHandler(signal, handleTerminatingSignal)
    }
    for signal in faults {
      let old = installSignalHandler(signal, handleFault)
      if let old {
        previousActions[Int(signal)] = old
      }
      previous[signal] = old
    }
    for signal in notifying {
      previous[signal] = installSignalHandler(signal, handleNotifyingSignal)
    }
    previous[SIGTSTP] = installSignalHandler(SIGTSTP, handleStop)
    return previous
  }

  /// Puts back the actions that ``install()`` replaced.
  static func uninstall(_ previous: [CInt: sigaction]) {
    for (signal, action) in previous {
      restoreSignalAction(signal, action)
    }
  }
}

/// The number of slots in `previousActions`: one for each signal number 0 to 64.
private let signalSlots = 65

// The actions the fault handler puts back. Allocated once from ordinary code in
// `SignalHandlers.install()` before any handler can run, never freed; a handler only
// reads it. Written from ordinary code before the handler that reads the slot is
// installed. That is why `nonisolated(unsafe)` is safe here.
nonisolated(unsafe) private let previousActions: UnsafeMutablePointer<sigaction> = {
  let pointer = UnsafeMutablePointer<sigaction>.allocate(capacity: signalSlots)
  pointer.initialize(repeating: sigaction(), count: signalSlots)
  return pointer
}()

private func handleTerminatingSignal(_ signal: CInt) {
  restoreTerminalNow()
  raiseWithDefaultAction(signal)
  _exit(128 + signal)
}

private func handleStop(_ signal: CInt) {
  restoreTerminalNow()
  raiseWithDefaultAction(SIGTSTP)
  // Stopped here until SIGCONT; the SIGCONT handler wakes the event loop.
  _ = installSignalHandler(SIGTSTP, handleStop)
}

private func handleNotifyingSignal(_ signal: CInt) {
  let savedErrno = currentErrno
  let descriptor = restoreState.pointee.wakeDescriptor
  if descriptor >= 0 {
    var byte = UInt8(truncatingIfNeeded: signal)
    _ = write(descriptor, &byte, 1)
  }
  currentErrno = savedErrno
}

private func handleFault(_ signal: CInt) {
  restoreTerminalNow()
  if signal >= 0 && signal < signalSlots {
    _ = sigaction(signal, previousActions + Int(signal), nil)
  }
}
