import RowKit

extension TerminalRuntime {
  /// Applies one event as ``run()`` does, without a terminal: for tests, and for
  /// programs that read events themselves.
  ///
  /// ```swift
  /// runtime.handle(.input(.key(.down)))
  /// runtime.handle(.input(.mouse(MouseEvent(code: 0, column: 5, line: 2, released: false))))
  /// print(TextRenderer.plain.render(runtime.frame()))
  /// ```
  ///
  /// A resize sets ``screen`` (within the options' maxima). Ctrl-Z (``InputEvent/suspend``)
  /// needs the terminal and is left to ``run()``.
  public func handle(_ event: TerminalEvent) {
    switch event {
    case .input(let input): handle(input)
    case .resize(let size), .resumed(let size): screen = fitted(size)
    }
  }

  /// Runs ``onTick`` once, as a run does every ``tickInterval``.
  public func tick() {
    reporting { try onTick?() }
  }

  private func handle(_ input: InputEvent) {
    switch input {
    case .interrupt:
      quit(status: 130)
    case .endOfInput:
      quit(status: 0)
    case .key(let press):
      errorLine = nil
      reporting { try self.press(press) }
    case .mouse(let mouse):
      handle(mouse)
    case .paste(let text):
      errorLine = nil
      reporting { try onPaste?(text) }
    case .suspend, .unknown, .report:
      break
    default:
      break  // The deprecated `control(_:)`, which no decoder makes.
    }
  }

  /// The app's hook first, then the quit keys, then the table: a press with no
  /// modifier or Shift alone reaches the table as its key; one with Alt, Control or
  /// Super is the app's shortcut (``onKey``) or nothing.
  private func press(_ press: KeyPress) throws {
    switch try onKey?(press) ?? .ignored {
    case .handled: return
    case .quit: quit()
    case .ignored:
      if quitKeys.contains(press) {
        quit()
      } else if press.isPlain {
        try table.handle(press.key)
      }
    }
  }

  /// A left press taps the table; the wheel scrolls it. Releases, drags and moves do
  /// nothing, and leave an error line in place.
  private func handle(_ mouse: MouseEvent) {
    switch mouse.action {
    case .press where mouse.button == 0:
      errorLine = nil
      let point = mouse.point
      guard point.line < table.viewport.lines else { return }
      reporting { try table.tap(at: point) }
    case .scrollUp:
      errorLine = nil
      table.scroll(by: -wheelStep)
    case .scrollDown:
      errorLine = nil
      table.scroll(by: wheelStep)
    default:
      break
    }
  }

  /// The lines one wheel step scrolls: ``Options/wheelLines`` within
  /// `-TerminalSize.largestDimension...TerminalSize.largestDimension`.
  var wheelStep: Int {
    let limit = TerminalSize.largestDimension
    return min(max(options.wheelLines, -limit), limit)
  }

  /// A terminal size within the options' maxima (a negative maximum counts as 0).
  func fitted(_ size: Size) -> Size {
    Size(
      columns: min(max(0, options.maximumColumns ?? size.columns), size.columns),
      lines: min(max(0, options.maximumLines ?? size.lines), size.lines))
  }

  /// `size` within `0...TerminalSize.largestDimension` in both dimensions: the
  /// screen sizes a run draws.
  static func screenSize(_ size: Size) -> Size {
    let limit = TerminalSize.largestDimension
    return Size(
      columns: min(max(0, size.columns), limit), lines: min(max(0, size.lines), limit))
  }
}
