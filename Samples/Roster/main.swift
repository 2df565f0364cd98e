import RowKitSampleSupport

SampleMain.run(
  program: "roster",
  summary: """
    A list of names grouped by first letter, under letter headers that stay at the
    top while their names scroll (--flat: one plain list). Each name has a Remove
    button that asks first: Remove turns the row into "Remove NAME?" with Yes
    (delete the row) and No (put it back). s selects names; x (the script's
    'remove selected') asks once to remove them all, with Yes and No at the top.
    Built-in names, or one name per line of a file given with --names.
    """,
  options: [
    OptionSpec("names", value: "FILE", help: "load the names, one per line"),
    OptionSpec("flat", help: "one plain list: no letters, no headers"),
  ],
  scriptHelp: RosterApp.scriptHelp
) { options, settings throws(SampleError) in
  let names = try options["names"].map { path throws(SampleError) in
    try RosterNames.load(path, limits: settings.inputLimits)
  }
  return try RosterApp(
    names: names ?? RosterNames.builtIn, grouped: !options.flags.contains("flat"))
}
