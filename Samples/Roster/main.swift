import RowKitSampleSupport

SampleMain.run(
  program: "roster",
  summary: """
    A list of names, each with a Remove button that asks first: Remove turns the
    row into "Remove NAME?" with Yes (delete the row) and No (put it back).
    Built-in names, or one name per line of a file given with --names.
    """,
  options: [OptionSpec("names", value: "FILE", help: "load the names, one per line")],
  scriptHelp: RosterApp.scriptHelp
) { options, settings throws(SampleError) in
  let names = try options["names"].map { path throws(SampleError) in
    try RosterNames.load(path, limits: settings.inputLimits)
  }
  return try RosterApp(names: names ?? RosterNames.builtIn)
}
