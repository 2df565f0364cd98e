import RowKitSampleSupport

SampleMain.run(
  program: "showcase",
  summary: """
    One table mixing every row kind: checkable options, remove buttons, yes/no
    confirmations and the sample's own progress bars. The status lines show the
    counters of reuse: however far you scroll, cells and content views are made only
    for what fits on the screen. s selects rows. With --sections N the rows come in
    sections of N under headers that stay at the top while their rows scroll; c (or
    a header's fold button) folds the focused row's section and unfolds it.
    """,
  options: [
    OptionSpec("rows", value: "N", help: "the number of rows (default: 10000; up to 2000000)"),
    OptionSpec(
      "sections", value: "N",
      help: "sections of N rows, under headers that fold (10000 at most)"),
  ],
  scriptHelp: ShowcaseApp.scriptHelp
) { options, _ throws(SampleError) in
  let rows = try options.positiveInt("rows", maximum: 2_000_000) ?? 10_000
  let size = try options.positiveInt("sections", maximum: 2_000_000)
  if let size, ShowcaseSections.count(rows: rows, size: size) > ShowcaseSections.maximumCount {
    throw .usage(
      "--sections \(size) makes \(ShowcaseSections.count(rows: rows, size: size)) sections of "
        + "\(rows) rows, more than \(ShowcaseSections.maximumCount)")
  }
  return try ShowcaseApp(rows: rows, sectionSize: size)
}
