import RowKitSampleSupport

SampleMain.run(
  program: "showcase",
  summary: """
    One table mixing every row kind: checkable options, remove buttons, yes/no
    confirmations and the sample's own progress bars. The status lines show the
    counters of reuse: however far you scroll, cells and content views are made only
    for what fits on the screen.
    """,
  options: [
    OptionSpec("rows", value: "N", help: "the number of rows (default: 10000; up to 2000000)")
  ],
  scriptHelp: ShowcaseApp.scriptHelp
) { options, _ throws(SampleError) in
  try ShowcaseApp(rows: try options.positiveInt("rows", maximum: 2_000_000) ?? 10_000)
}
