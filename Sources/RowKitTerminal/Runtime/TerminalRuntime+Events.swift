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
  /// needs the terminal and is left to ``run()``. A click lands where the last
  /// ``frame()`` or ``fitTable()`` put the table.
  public func handle(_ event: TerminalEvent) {
    switch event {
    case .input(let input): handle(input)
    case .resize(let size), .resumed(let size): screen = fitted(size)
    }
  }

  /// Runs ``onTick`` once, as a run does every ``tickInterval``, then a step of the
  /// table's filter while it is still checking rows
  /// (``/RowKit/TableView/isFiltering``).
  public func tick() {
    reporting { try onTick?() }
    continueFiltering()
  }

  /// A step of the table's filter while it is still checking rows (a large table's
  /// rows are checked a step at a time, between input events); returns whether it
  /// took one. A run takes one a tick and whenever no input is waiting.
  @discardableResult
  func continueFiltering() -> Bool {
    guard table.isFiltering else { return false }
    table.continueFiltering()
    return true
  }

  private func handle(_ input: InputEvent) {
    switch input {
    case .interrupt:
      quit(status: 130)
    case .endOfInput:
      quit(status: 0)
    case .key(let press):
      errorLine = nil
      reporting { try self.route(press) }
    case .mouse(let mouse):
      handle(mouse)
    case .paste(let text):
      errorLine = nil
      reporting { try self.route(paste: text) }
    case .suspend, .unknown, .report:
      break
    default:
      break  // The deprecated `control(_:)`, which no decoder makes.
    }
  }

  /// A key: the overlay when one is shown; else the filter line being edited; else
  /// the focused row's kind; else the keymap's action, for ``onAction`` and then the
  /// runtime; else ``onKey``. An action no one performs shows as not available.
  private func route(_ press: KeyPress) throws {
    let action = keymap[press]
    if let overlay {
      if try overlay.handle(press, action: action) == .dismiss { dismiss(overlay) }
      return
    }
    if routeToFilterLine(press) { return }
    if try table.sendToFocusedRow(press: press) { return }
    if let action {
      switch try onAction?(action) ?? .ignored {
      case .handled: return
      case .quit: return quit()
      case .ignored: if try perform(action, for: press) { return }
      }
    }
    switch try onKey?(press) ?? .ignored {
    case .handled: return
    case .quit: return quit()
    case .ignored:
      if let action, Self.reportsUnavailable(action) {
        throw ActionUnavailable(action: action, press: press)
      }
    }
  }

  /// A paste: the overlay, else the filter line being edited, else the focused row's
  /// kind, else ``onPaste``.
  private func route(paste text: String) throws {
    if let overlay {
      if try overlay.paste(text) == .dismiss { dismiss(overlay) }
      return
    }
    if pasteIntoFilterLine(text) { return }
    if try table.paste(text) { return }
    try onPaste?(text)
  }

  /// Takes `overlay` away, unless the app already put another in its place.
  private func dismiss(_ overlay: any TerminalOverlay) {
    if self.overlay === overlay { self.overlay = nil }
  }

  /// A left press taps the overlay (inside it), the table, or the scrollbar; the wheel
  /// scrolls the table. Releases, drags and moves do nothing, and leave an error line
  /// in place.
  private func handle(_ mouse: MouseEvent) {
    let point = mouse.point
    switch mouse.action {
    case .press where mouse.button == 0:
      errorLine = nil
      if let overlay {
        let rect = overlayFrame(overlay)
        guard rect.contains(point) else { return }
        let inside = Point(column: point.column - rect.minColumn, line: point.line - rect.minLine)
        reporting {
          if try overlay.tap(at: inside, modifiers: mouse.modifiers) == .dismiss {
            dismiss(overlay)
          }
        }
      } else if let bar = layout.scrollbar, bar.contains(point) {
        scroll(toScrollbarLine: point.line - bar.minLine, of: bar.height)
      } else if layout.table.contains(point) {
        let inside = Point(
          column: point.column - layout.table.minColumn, line: point.line - layout.table.minLine)
        reporting { try table.tap(at: inside, modifiers: mouse.modifiers) }
      }
    case .scrollUp where overlay == nil:
      errorLine = nil
      table.scroll(by: -wheelStep)
    case .scrollDown where overlay == nil:
      errorLine = nil
      table.scroll(by: wheelStep)
    default:
      break
    }
  }

  /// Scrolls so that the scrollbar's thumb sits at `line` of a bar `lines` long.
  private func scroll(toScrollbarLine line: Int, of lines: Int) {
    let fraction = lines > 1 ? Double(line) / Double(lines - 1) : 0
    table.scroll(toOffset: Int((fraction * Double(table.maxContentOffset)).rounded()))
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
