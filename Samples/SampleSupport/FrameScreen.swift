/// Which screen a scripted run draws (`--frame`).
public enum FrameScreen: String, Hashable, Sendable, CaseIterable {
  /// The table and the status lines; a key or a tap that fails stops the script with
  /// `FILE:LINE: what is wrong`.
  case scripted
  /// The screen interactive mode shows: the table, the status lines and the help line.
  /// Keys and taps go through the terminal runtime as a terminal's would, the sample's
  /// own keys included, and a failure shows on the status line, as it would there. The
  /// README's picture of the interactive quiz is drawn this way.
  case interactive
}
