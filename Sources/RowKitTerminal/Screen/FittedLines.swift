import RowKit

/// Texts fitted to a width (``TextFitting/fitted(_:width:mode:)``) in one frame, each
/// looked up first in the fit the frame before made in its place (the same line, in
/// the same order): a status or help line that did not change is not fitted again.
struct FittedLines {
  /// One text fitted.
  struct Fit {
    var text: String
    var width: Int
    var fitted: String
  }

  /// The width mode of the fits.
  private var mode = WidthMode.graphemeClusters
  /// This frame's fits so far, then the last frame's after them.
  private var fits: [Fit] = []
  /// The number of texts fitted in this frame so far.
  private var count = 0

  /// Starts a frame that fits texts in `mode`: the last frame's fits are looked up,
  /// unless they were made in another mode.
  mutating func startFrame(mode: WidthMode) {
    if mode != self.mode {
      self.mode = mode
      fits.removeAll()
    } else if fits.count > count {
      fits.removeLast(fits.count - count)
    }
    count = 0
  }

  /// `text` fitted to `width` columns in the frame's mode: as the last frame fitted it
  /// in this place, if it did.
  mutating func fitted(_ text: String, width: Int) -> String {
    defer { count += 1 }
    if count < fits.count {
      if fits[count].width != width || fits[count].text != text {
        fits[count] = Fit(
          text: text, width: width,
          fitted: TextFitting.fitted(text, width: width, mode: mode))
      }
    } else {
      fits.append(
        Fit(text: text, width: width, fitted: TextFitting.fitted(text, width: width, mode: mode)))
    }
    return fits[count].fitted
  }
}
