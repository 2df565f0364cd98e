#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The raw-mode terminal attributes derived from the saved ones.
///
/// Input: no break-to-signal, no parity marking or stripping, no CR/NL translation,
/// no XON/XOFF flow control (so Ctrl-S and Ctrl-Q arrive as bytes). Local: no echo, no
/// canonical line editing, no signal keys (so Ctrl-C, Ctrl-Z and Ctrl-\ arrive as
/// bytes), no extended input processing. Control: 8-bit characters, no parity.
/// `VMIN` 1, `VTIME` 0: a read returns as soon as one byte is there (the session polls
/// before it reads, so reads never wait).
///
/// Output processing (`OPOST`, and with it `ONLCR`) is left as it was saved, normally
/// on: a newline written during the session still returns the carriage, so text a
/// renderer writes with plain newlines, or a message on standard error, stays legible.
/// The frame-diff renderer positions the cursor explicitly, so it does not depend on
/// either setting.
enum RawAttributes {
  /// The raw attributes for `original`, which is not changed.
  static func make(from original: termios) -> termios {
    var raw = original
    let input = IGNBRK | BRKINT | PARMRK | ISTRIP | INLCR | IGNCR | ICRNL | IXON | INPCK
    raw.c_iflag &= ~tcflag_t(input)
    raw.c_lflag &= ~tcflag_t(ECHO | ECHONL | ICANON | ISIG | IEXTEN)
    raw.c_cflag &= ~tcflag_t(CSIZE | PARENB)
    raw.c_cflag |= tcflag_t(CS8)
    setControlCharacters(&raw, minimum: 1, time: 0)
    return raw
  }
}
