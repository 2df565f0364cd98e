import RowKit

/// What a ``TerminalSession`` hands to the program's loop.
///
/// ```swift
/// switch try session.nextEvent() {
/// case .input(.key(.character("q"))), .input(.interrupt), .input(.endOfInput): quit
/// case .input(let input): handle(input)
/// case .resize(let size), .resumed(let size): redrawEverything(at: size)
/// case nil: break  // the timeout passed
/// }
/// ```
public enum TerminalEvent: Hashable, Sendable {
  /// Decoded input. The end of the input stream comes as ``InputEvent/endOfInput``.
  case input(InputEvent)
  /// The terminal was resized (`SIGWINCH`); the new size.
  case resize(Size)
  /// The program was stopped and continued (`SIGCONT`): the modes are on again and
  /// the screen must be drawn in full, at this size.
  case resumed(Size)
}
