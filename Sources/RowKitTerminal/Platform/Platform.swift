#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The C library's `errno` of the calling thread.
var currentErrno: CInt {
  get { errno }
  set { errno = newValue }
}

/// Sets the `VMIN` and `VTIME` entries of a termios control-character array.
func setControlCharacters(_ attributes: inout termios, minimum: UInt8, time: UInt8) {
  withUnsafeMutableBytes(of: &attributes.c_cc) { bytes in
    bytes[Int(VMIN)] = minimum
    bytes[Int(VTIME)] = time
  }
}

/// Reads the `VMIN` and `VTIME` entries of a termios control-character array.
func controlCharacters(_ attributes: termios) -> (minimum: UInt8, time: UInt8) {
  withUnsafeBytes(of: attributes.c_cc) { bytes in
    (bytes[Int(VMIN)], bytes[Int(VTIME)])
  }
}

/// A C signal handler.
typealias SignalHandler = @convention(c) (CInt) -> Void

/// Installs `handler` for `signal` with an empty mask and `SA_RESTART`, returning the
/// previous action, or `nil` when `sigaction` fails.
func installSignalHandler(_ signal: CInt, _ handler: SignalHandler) -> sigaction? {
  var action = signalAction(handler, flags: CInt(SA_RESTART))
  var previous = sigaction()
  guard sigaction(signal, &action, &previous) == 0 else { return nil }
  return previous
}

/// A `sigaction` value with `handler`, an empty mask and `flags`. It only fills in a
/// struct, so it is async-signal-safe.
func signalAction(_ handler: SignalHandler?, flags: CInt) -> sigaction {
  var action = sigaction()
  #if canImport(Glibc)
    action.__sigaction_handler.sa_handler = handler
  #elseif canImport(Darwin)
    action.__sigaction_u.__sa_handler = handler
  #endif
  sigemptyset(&action.sa_mask)
  action.sa_flags = flags
  return action
}

/// Puts back a signal action saved by ``installSignalHandler(_:_:)``.
func restoreSignalAction(_ signal: CInt, _ action: sigaction) {
  var action = action
  _ = sigaction(signal, &action, nil)
}

/// Sets the default action for `signal`, unblocks it and raises it again.
///
/// Async-signal-safe: only `sigaction`, `sigprocmask` and `raise`.
func raiseWithDefaultAction(_ signal: CInt) {
  var action = signalAction(SIG_DFL, flags: 0)
  _ = sigaction(signal, &action, nil)
  var set = sigset_t()
  sigemptyset(&set)
  sigaddset(&set, signal)
  _ = sigprocmask(SIG_UNBLOCK, &set, nil)
  _ = raise(signal)
}
