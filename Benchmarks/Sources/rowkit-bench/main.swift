import RowKit

// rowkit-bench: speed and memory figures of RowKit, each printed with its limit and, for
// timings, as a ratio to a baseline measured in the same run (so that figures compare
// across machines and a shared machine's load falls on both sides alike). Byte counts
// are exact. Nothing here fails a build: a figure over its limit says "OVER", and the
// last line names every such figure.
//
//   rowkit-bench                 every section, in the order below
//   rowkit-bench frames diff     only the sections named

//   rowkit-bench table-edits     one part of the table section (table-edits,
//                                table-apply, table-building, table-memory, table-jumps)

let sections: [(name: String, run: () -> Void)] = [
  ("screen", ScreenBenchmarks.run),
  ("text", TextBenchmarks.run),
  ("table", TableBenchmarks.run),
  ("frames", FrameBenchmarks.run),
  ("diff", DiffBenchmarks.run),
  ("runtime", RuntimeBenchmarks.run),
  ("search", SearchBenchmarks.run),
  ("selection", SelectionBenchmarks.run),
  ("sections", SectionBenchmarks.run),
  ("filter", FilterBenchmarks.run),
  ("source", SourceBenchmarks.run),
]
// The parts of the table section, run only when named.
let parts: [(name: String, run: () -> Void)] = TableBenchmarks.parts.map { part in
  (name: part.name, run: { part.run() })
}
let names = sections.map(\.name) + parts.map(\.name)
let asked = Array(CommandLine.arguments.dropFirst())
if asked.contains(where: { $0 == "-h" || $0 == "--help" }) {
  print("usage: rowkit-bench [section ...]   sections: \(names.joined(separator: " "))")
} else if let unknown = asked.first(where: { !names.contains($0) }) {
  Report.fail("unknown section '\(unknown)' (sections: \(names.joined(separator: ", ")))")
} else {
  let clock = ContinuousClock()
  let start = clock.now
  print("rowkit-bench: \(asked.isEmpty ? "every section" : asked.joined(separator: ", "))")
  for section in sections + parts where asked.isEmpty || asked.contains(section.name) {
    if asked.isEmpty, parts.contains(where: { $0.name == section.name }) { continue }
    section.run()
  }
  if Timing.sink == 42 { print("") }
  Report.summary(seconds: (clock.now - start).components.seconds)
}
