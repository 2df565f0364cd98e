import RowKit

/// One line of the log: its number (from 1) and its text.
struct LogLine: Equatable, Sendable {
  var number: Int
  var text: String
}

/// The levels a line can carry, found in its first 48 bytes as a word of its own
/// (`ERROR`, `WARN`, `INFO`, `DEBUG`); a line with none is plain.
enum LogLevel {
  case error, warning, info, debug, plain

  init(of line: String) {
    var words = line.utf8.prefix(48).split(whereSeparator: {
      $0 == 0x20 || $0 == 0x5B || $0 == 0x5D
    })
    .lazy.map { Substring($0) }.makeIterator()
    while let word = words.next() {
      switch word {
      case "ERROR", "FATAL": self = .error
      case "WARN", "WARNING": self = .warning
      case "INFO": self = .info
      case "DEBUG", "TRACE": self = .debug
      default: continue
      }
      return
    }
    self = .plain
  }

  /// A row of this level's kind.
  func row(_ line: LogLine) -> Row {
    let id = RowID(line.number - 1)
    switch self {
    case .error: return Row(id: id, kind: ErrorLineKind(), content: line)
    case .warning: return Row(id: id, kind: WarningLineKind(), content: line)
    case .info: return Row(id: id, kind: InfoLineKind(), content: line)
    case .debug: return Row(id: id, kind: DebugLineKind(), content: line)
    case .plain: return Row(id: id, kind: PlainLineKind(), content: line)
    }
  }
}

/// A kind of log line: the line's number, dim, then its text in the level's style;
/// the text is what a filter searches, and its matches are marked.
protocol LogLineKind: ComposedRowKind where Content == LogLine {
  /// How the text looks.
  var style: Style { get }
}

extension LogLineKind {
  func body(of content: LogLine) -> Node {
    .hstack {
      Node.text(String(content.number), style: Style(attributes: .dim))
      Node.searchText(content.text, style: style)
    }
  }

  func searchText(of content: LogLine) -> String? { content.text }
}

/// A line at the error level, in red.
struct ErrorLineKind: LogLineKind {
  var id: RowKindID { "logs.error" }
  var style: Style { Style(foreground: .red, attributes: .bold) }
}

/// A line at the warning level, in yellow.
struct WarningLineKind: LogLineKind {
  var id: RowKindID { "logs.warning" }
  var style: Style { Style(foreground: .yellow) }
}

/// A line at the info level, plain.
struct InfoLineKind: LogLineKind {
  var id: RowKindID { "logs.info" }
  var style: Style { .plain }
}

/// A line at the debug level, dim.
struct DebugLineKind: LogLineKind {
  var id: RowKindID { "logs.debug" }
  var style: Style { Style(attributes: .dim) }
}

/// A line without a level, plain.
struct PlainLineKind: LogLineKind {
  var id: RowKindID { "logs.plain" }
  var style: Style { .plain }
}

/// The log file as rows: line `n` (from 0) is the row with id `n`, of its level's kind.
final class LogSource: RowSource {
  let file: LogFile

  init(file: LogFile) { self.file = file }

  var count: Int { file.count }

  func id(at index: Int) -> RowID { RowID(index) }

  func row(at index: Int) -> Row {
    let text = file.line(index)
    return LogLevel(of: text).row(LogLine(number: index + 1, text: text))
  }

  func searchText(at index: Int) -> String? { file.line(index) }

  var estimatedContentHeight: Int? { 1 }
}
