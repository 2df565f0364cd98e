/// How a scripted run writes the frames it prints (`--output`).
public enum FrameFormat: String, Hashable, Sendable, CaseIterable {
  /// Text: plain, or styled with ANSI escape sequences as `--color` decides.
  case text
  /// An SVG picture of each frame, colours kept whatever `--color` says; the pictures
  /// in the README and the articles are made this way (`Scripts/pictures`).
  case svg
}
