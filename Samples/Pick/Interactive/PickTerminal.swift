import Foundation
import RowKit
import RowKitSampleSupport
import RowKitTerminal

/// Runs a ``PickScreen`` on the terminal: opens it (`/dev/tty`, so that standard input
/// can be the lines and standard output the choice), reads events, does the work
/// between them, and writes frames — in the alternate screen, or with `--height` in a
/// band below the shell's prompt, erased again at the end.
///
/// The loop is the sample's own rather than ``RowKitTerminal/TerminalRuntime/run()``:
/// it needs three things that loop does not offer — drawing in a band of the screen
/// (the runtime's frames are absolute and a repaint clears the screen), work done in
/// slices whenever no event waits (the runtime has only ticks), and the time from each
/// key read to its frame written (`--stats`). It keeps the runtime for everything
/// else: ``RowKitTerminal/TerminalRuntime/handle(_:)`` routes each event and
/// ``RowKitTerminal/TerminalRuntime/frame()`` draws the screen.
struct PickTerminal {
  /// The terminal device.
  var path = "/dev/tty"
  /// The band's height, or `nil` for the alternate screen.
  var height: Int?
  /// Whether to collect `--stats`.
  var collectsStats = false

  /// The longest slice of work between two looks at the terminal.
  static let workSlice = Duration.milliseconds(6)
  /// How often a frame shows the progress of reading and searching.
  static let progressInterval = Duration.milliseconds(50)
  /// How often the loop looks for posts while reading.
  static let readingPoll = Duration.milliseconds(10)

  /// Runs the picker until Enter, Escape or Ctrl-C.
  ///
  /// - Returns: the exit status (0 chosen, 1 no match, 130 cancelled) and the stats.
  func run(_ screen: PickScreen) throws -> (status: Int32, stats: FrameStats) {
    let descriptor = open(path, O_RDWR | O_NOCTTY)
    guard descriptor >= 0 else {
      throw SampleError.usage(
        "cannot open the terminal \(path) to show the picker (--filter needs none)")
    }
    defer { close(descriptor) }
    guard TerminalDevice.isTerminal(descriptor) else {
      throw SampleError.usage("\(path) is not a terminal (--filter needs none)")
    }
    var features: TerminalFeatures = [.hiddenCursor, .bracketedPaste, .autowrapOff]
    if height == nil { features.insert(.alternateScreen) }
    let session = try TerminalSession(input: descriptor, output: descriptor, features: features)
    let result: (status: Int32, stats: FrameStats)
    do {
      result = try loop(screen, session: session)
    } catch {
      try? session.leave()
      throw error
    }
    try session.leave()
    return result
  }

  private func loop(
    _ screen: PickScreen, session: TerminalSession
  ) throws -> (status: Int32, stats: FrameStats) {
    let runtime = screen.runtime
    let environment = ProcessInfo.processInfo.environment
    // Probes are drawn at the top of the screen: not over the shell's lines.
    screen.table.widthMode =
      try session.detectWidthMode(environment: environment, calibrate: height == nil).mode
    var band: InlineFrames?
    var typedAhead: [TerminalEvent] = []
    if let height {
      let (frames, events) = try reserveBand(lines: height, session: session)
      band = frames
      typedAhead = events
      runtime.screen = Size(columns: session.size.columns, lines: bandLines(height, session.size))
    } else {
      runtime.screen = session.size
    }
    var writer = FrameDiffWriter(
      colors: ColorPolicy.auto.allowsColor(environment: environment, isTerminal: true))
    var stats = FrameStats()
    let clock = ContinuousClock()
    var keysWaiting: [ContinuousClock.Instant] = []
    var settling: [ContinuousClock.Instant] = []
    var lastFrame = clock.now
    var dirty = true
    func draw() throws(TerminalError) {
      let bytes = writer.frame(screen.frame())
      try session.write(band.map { $0.translate(bytes) } ?? bytes)
      stats.frames += 1
      let now = clock.now
      lastFrame = now
      dirty = false
      if collectsStats {
        for key in keysWaiting { stats.recordFrame(after: key.duration(to: now)) }
      }
      keysWaiting.removeAll()
    }
    defer {
      if let band { try? session.write(Array("\u{1B}[\(band.top);1H\u{1B}[J".utf8)) }
    }
    runtime.receivePosted()
    screen.work(forAtMost: Self.workSlice)
    try draw()
    while runtime.exitStatus == nil {
      let busy = screen.hasWork
      let event: TerminalEvent?
      if !typedAhead.isEmpty {
        event = typedAhead.removeFirst()
      } else {
        event = try session.nextEvent(
          timeout: busy ? .zero : (screen.model.isInputComplete ? nil : Self.readingPoll))
      }
      if let event {
        dirty = true
        switch event {
        case .input(.suspend):
          try session.suspend()
          continue
        case .input(.endOfInput):
          // Ctrl-D cancels, as Escape does.
          runtime.quit(status: 130)
        case .resize(let size), .resumed(let size):
          writer.invalidate()
          if var frames = band, let height {
            let lines = bandLines(height, size)
            frames.top = min(frames.top, max(1, size.lines - lines + 1))
            band = frames
            runtime.handle(.resize(Size(columns: size.columns, lines: lines)))
          } else {
            runtime.handle(event)
          }
        case .input(.key), .input(.paste):
          let read = clock.now
          keysWaiting.append(read)
          let before = screen.model.query
          runtime.handle(event)
          if screen.model.query != before { settling = [read] }
        default:
          runtime.handle(event)
        }
        // The events of one read are handled before one frame shows them all.
        if session.pendingEventCount > 0 && runtime.exitStatus == nil { continue }
      }
      if runtime.exitStatus != nil { break }
      if runtime.receivePosted() > 0 { dirty = true }
      if screen.hasWork {
        screen.work(forAtMost: Self.workSlice)
        if !screen.model.isSearching, collectsStats {
          for start in settling { stats.recordSettled(after: start.duration(to: clock.now)) }
          settling.removeAll()
        }
        if lastFrame.duration(to: clock.now) >= Self.progressInterval || !screen.hasWork {
          dirty = true
        }
      } else if collectsStats && !settling.isEmpty {
        for start in settling { stats.recordSettled(after: start.duration(to: clock.now)) }
        settling.removeAll()
      }
      if dirty { try draw() }
    }
    return (runtime.exitStatus ?? 130, stats)
  }

  /// The band's lines: `height`, within the screen's.
  private func bandLines(_ height: Int, _ size: Size) -> Int {
    max(1, min(height, size.lines))
  }

  /// Makes room for the band below the cursor (scrolling the screen up when the
  /// cursor is too low) and finds the band's top line by asking the terminal where
  /// the cursor is; keys typed meanwhile are kept.
  private func reserveBand(
    lines: Int, session: TerminalSession
  ) throws -> (InlineFrames, [TerminalEvent]) {
    let lines = bandLines(lines, session.size)
    var bytes = "\r" + String(repeating: "\n", count: lines - 1)
    if lines > 1 { bytes += "\u{1B}[\(lines - 1)A" }
    try session.write(bytes + "\u{1B}[6n")
    var kept: [TerminalEvent] = []
    let clock = ContinuousClock()
    let deadline = clock.now.advanced(by: .seconds(1))
    while clock.now < deadline {
      guard let event = try session.nextEvent(timeout: clock.now.duration(to: deadline)) else {
        break
      }
      if case .input(.report(.cursorPosition(let line, _))) = event {
        return (InlineFrames(top: max(1, line)), kept)
      }
      if case .input(.report) = event { continue }
      kept.append(event)
    }
    // No answer: the band is at the bottom, where the newlines left the cursor.
    return (InlineFrames(top: max(1, session.size.lines - lines + 1)), kept)
  }
}
