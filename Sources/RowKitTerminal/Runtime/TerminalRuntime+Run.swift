import RowKit

extension TerminalRuntime {
  /// Runs the table in the terminal until a quit key, Ctrl-C, the end of input or
  /// ``quit(status:)``.
  ///
  /// - Returns: the status a command-line program should exit with: 0 after a quit
  ///   key or the end of input (Ctrl-D), 130 after Ctrl-C, or what
  ///   ``quit(status:)`` was given.
  /// - Throws: a ``TerminalError`` when the terminal cannot be used or a read or a
  ///   write fails (the session's errors: ``TerminalSession``); the terminal is
  ///   restored first. Errors of the table and of the hooks do not end the run: they
  ///   show on the status line.
  public func run() throws(TerminalError) -> Int32 {
    exitStatus = nil
    let session = try TerminalSession(
      input: options.input, output: options.output, features: options.features,
      escapeTimeout: options.escapeTimeout)
    mailbox.attach(wakeDescriptor: session.wakeDescriptor)
    // Before the session closes its wake pipe, however the run ends.
    defer { mailbox.detach() }
    let status: Int32
    do {
      status = try loop(in: session)
    } catch {
      do {
        try session.leave()
      } catch {
        // The error that ended the run is the one to report.
      }
      throw error
    }
    try session.leave()
    return status
  }

  /// The event loop: the width mode once, the first frame, then a frame after every
  /// event or tick.
  private func loop(in session: TerminalSession) throws(TerminalError) -> Int32 {
    let environment = options.environment ?? ProcessEnvironment.values(of: Self.environmentNames)
    // The keyboard protocol's answer comes before the width queries' last one, so
    // both share one wait.
    if options.keyboardProtocol { try session.queryKeyboardProtocol() }
    table.widthMode = try widthMode(in: session, environment: environment)
    if options.keyboardProtocol { try session.enableKeyboardProtocol() }
    screen = fitted(session.size)
    var writer = FrameDiffWriter(
      colors: options.colors.allowsColor(environment: environment, isTerminal: true))
    let clock = ContinuousClock()
    var lastFrame = clock.now
    // How long the last frame took to make and write.
    var frameCost = Duration.zero
    func draw() throws(TerminalError) {
      let start = clock.now
      try session.write(writer.frame(frame()))
      lastFrame = clock.now
      frameCost = lastFrame - start
    }
    // What was posted before the run shows in its first frame.
    receivePosted()
    try draw()
    var nextTick: ContinuousClock.Instant?
    var inBurst = false
    while exitStatus == nil {
      // The interval may change while the run goes on: a hook can start or stop ticks.
      if let interval = tickInterval.map(Self.tickInterval) {
        if nextTick == nil { nextTick = clock.now.advanced(by: interval) }
      } else {
        nextTick = nil
      }
      if let due = nextTick, clock.now >= due {
        // Ticks keep their pace even while input keeps coming.
        tick()
        nextTick = tickInterval.map { max(clock.now, due).advanced(by: Self.tickInterval($0)) }
        if exitStatus == nil { try draw() }
        continue
      }
      // While the filter checks rows in steps, a step whenever no input waits.
      let filtering = table.isFiltering
      let wait: Duration? =
        filtering ? .zero : nextTick.map { max(.zero, clock.now.duration(to: $0)) }
      // No event before the timeout: the tick is due, or a post woke the loop.
      guard let event = try session.nextEvent(timeout: wait, returningOnWake: true) else {
        // One frame for everything posted since the last: while a frame is drawn,
        // further posts gather for the next.
        let posted = receivePosted() > 0
        let stepped = filtering && continueFiltering()
        if posted || stepped, exitStatus == nil { try draw() }
        continue
      }
      switch event {
      case .input(.suspend):
        // Stops here; continuing queues a `resumed` event, which redraws in full.
        try session.suspend()
        continue
      case .resize, .resumed:
        writer.invalidate()
      case .input:
        break
      }
      // A burst: more events came together than a person types (a flood of keys,
      // 4,096 to a read, or the type-ahead kept while detecting).
      let waiting = session.pendingEventCount
      inBurst = waiting > 0 && (inBurst || waiting >= Self.burstLength)
      handle(event)
      // Posts that came meanwhile share the event's frame.
      receivePosted()
      // A frame after each event, but during a burst only after its last event and
      // every `backlogFrameInterval`, or after as long as the last frame took when
      // that is longer: the screen keeps moving, a burst costs a few frames, not one
      // per key, and at most half of its time (a screen of a million cells).
      guard exitStatus == nil else { break }
      if !inBurst || clock.now - lastFrame >= max(Self.backlogFrameInterval, frameCost) {
        try draw()
      }
    }
    return exitStatus ?? 0
  }

  /// The fewest queued events that make a burst, whose events get no frame each.
  static let burstLength = 16

  /// How often a frame is drawn while more than ``burstLength`` events wait: 50 ms,
  /// or as long as the last frame took when that is longer (so drawing takes at most
  /// half of a burst's time however large the screen).
  static let backlogFrameInterval = Duration.milliseconds(50)

  /// The shortest tick interval a run keeps: 1 ms. A shorter (or negative) interval
  /// would leave no time to read input between ticks.
  static let shortestTickInterval = Duration.milliseconds(1)

  /// A tick interval within `shortestTickInterval...` the longest wait a session makes.
  static func tickInterval(_ interval: Duration) -> Duration {
    min(max(interval, shortestTickInterval), TerminalSession.longestWait)
  }

  /// The variables of the environment a run reads.
  static let environmentNames = ["NO_COLOR"] + WidthModeDetector.environmentVariables

  /// How the terminal counts display widths, decided once before the first frame:
  /// ``Options/widthMode`` when set, else `ROWKIT_WIDTH` in the environment, else the
  /// terminal's answers, checked with two probes drawn and cleared before the first
  /// frame (``TerminalSession/detectWidthMode(environment:timeout:calibrate:)``).
  func widthMode(
    in session: TerminalSession, environment: [String: String]
  ) throws(TerminalError) -> WidthMode {
    if let mode = options.widthMode { return mode }
    return try session.detectWidthMode(environment: environment, calibrate: true).mode
  }
}
