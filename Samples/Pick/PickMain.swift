import Foundation
import RowKit
import RowKitSampleSupport
import RowKitTerminal

/// A run of `pick`: options, reading the lines, filtering them, printing the matches.
enum PickMain {
  /// Runs `pick` with the process's arguments and exits with its status.
  static func run() -> Never {
    StandardStreams.prepare()
    StandardStreams.program = "pick"
    StandardStreams.outputFailureStatus = 2
    do {
      // -m is fzf's spelling of --multi.
      let arguments = CommandLine.arguments.dropFirst().map { $0 == "-m" ? "--multi" : $0 }
      let parsed = try CommandLineParser.parse(arguments, specs: PickOptions.specs)
      if parsed.flags.contains("help") {
        StandardStreams.writeOutput(PickOptions.help() + "\n")
        exit(0)
      }
      if parsed.flags.contains("version") {
        StandardStreams.writeOutput("pick (RowKit) \(SampleMain.version)\n")
        exit(0)
      }
      let options = try PickOptions(parsed)
      guard let query = options.filter else { exit(try pick(options)) }
      let store = try read(options)
      let order: TextMatches.Order = options.keepsOrder ? .original : .ranked
      let matches = TextMatches(searching: store, for: query, order: order)
      var writer = LineWriter(separator: options.outputSeparator)
      for number in matches { writer.write(store.line(number)) }
      writer.flush()
      exit(matches.isEmpty ? 1 : 0)
    } catch let error as SampleError {
      StandardStreams.writeError("pick: \(error.description)")
      exit(2)
    } catch {
      StandardStreams.writeError("pick: \(error)")
      exit(2)
    }
  }

  /// The interactive picker: reads the lines on a thread while the picker runs on the
  /// terminal, then prints the chosen lines.
  ///
  /// - Returns: the exit status.
  static func pick(_ options: PickOptions) throws -> Int32 {
    if options.input == nil, TerminalDevice.isTerminal(STDIN_FILENO) {
      throw SampleError.usage("standard input is a terminal: pipe lines in or give --input FILE")
    }
    let store = LineStore(separator: options.inputSeparator, limits: options.lineLimits)
    let model = PickModel(
      store: store, query: options.query, mode: options.mode,
      order: options.keepsOrder ? .original : .ranked, multi: options.isMulti)
    let screen = try PickScreen(model: model, query: options.query)
    LineReader.start(
      path: options.input, limits: options.inputLimits, mailbox: screen.runtime.mailbox)
    let terminal = PickTerminal(
      path: options.terminalPath, height: options.height, collectsStats: options.showsStats)
    let (status, stats) = try terminal.run(screen)
    if options.showsStats {
      for line in stats.report(lines: store.count) { StandardStreams.writeError(line) }
    }
    if status == 0, let chosen = screen.chosen {
      var writer = LineWriter(separator: options.outputSeparator)
      for number in chosen { writer.write(store.line(number)) }
      writer.flush()
    }
    return status
  }

  /// Reads the lines of standard input or of `--input`, within the limits.
  static func read(_ options: PickOptions) throws(SampleError) -> LineStore {
    let store = LineStore(separator: options.inputSeparator, limits: options.lineLimits)
    var stored: LineStore.Failure?
    func take(_ chunk: UnsafeRawBufferPointer) -> Bool {
      do throws(LineStore.Failure) {
        try store.append(chunk)
        return true
      } catch {
        stored = error
        return false
      }
    }
    let source = options.input.map { SampleError.fileName($0, quotes: true) } ?? "standard input"
    do throws(InputFile.Failure) {
      if let path = options.input {
        if let size = regularFileSize(path) { try? store.reserve(size) }
        try InputFile.read(atPath: path, limits: options.inputLimits, take)
      } else {
        if let size = regularFileSize(descriptor: STDIN_FILENO) { try? store.reserve(size) }
        try InputFile.readStandardInput(limits: options.inputLimits, take)
      }
    } catch {
      let what = options.input == nil ? "standard input" : "input file \(source)"
      throw .usage("cannot read \(what): \(error.reason)")
    }
    do throws(LineStore.Failure) {
      if let stored { throw stored }
      try store.finish()
    } catch {
      throw .usage("\(source): \(describe(error))")
    }
    return store
  }

  /// A store failure as the end of a message.
  static func describe(_ failure: LineStore.Failure) -> String {
    switch failure {
    case .lineTooLong(let line, let limit):
      return "line \(line) holds more than \(InputLimits.describe(limit)) bytes "
        + "(--max-line raises the limit)"
    case .tooManyLines(let limit):
      return "more than \(limit) lines"
    case .tooLarge(let limit):
      return "more than \(limit) bytes of lines"
    case .outOfMemory:
      return "out of memory"
    }
  }

  /// The size of a regular file, for reading it into one allocation.
  static func regularFileSize(_ path: String) -> Int? {
    var status = stat()
    guard stat(path, &status) == 0, status.st_mode & S_IFMT == S_IFREG else { return nil }
    return Int(status.st_size)
  }

  /// The size of the regular file open on `descriptor`.
  static func regularFileSize(descriptor: CInt) -> Int? {
    var status = stat()
    guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG else { return nil }
    return Int(status.st_size)
  }
}

/// Printed lines, collected into large writes.
struct LineWriter {
  let separator: UInt8
  private var buffer: [UInt8] = []
  private static let flushSize = 1 << 18

  init(separator: UInt8) {
    self.separator = separator
    buffer.reserveCapacity(Self.flushSize + 4096)
  }

  /// Adds a line and its separator.
  mutating func write(_ line: UnsafeBufferPointer<UInt8>) {
    buffer.append(contentsOf: line)
    buffer.append(separator)
    if buffer.count >= Self.flushSize { flush() }
  }

  /// Writes what is collected.
  mutating func flush() {
    buffer.withUnsafeBytes { StandardStreams.writeOutput($0) }
    buffer.removeAll(keepingCapacity: true)
  }
}
