import Testing

/// What the plugin prints besides its files: `--help`, and the test target to declare
/// when a package has none for the kind. `Scripts/scaffold-check` runs both cases.
@Suite struct UsageTextTests {
  @Test func theTestTargetLinesAreAManifestEntryForTheTarget() {
    #expect(
      UsageText.testTargetLines(for: "groceries", package: "RowKit")
        == """
            .testTarget(
              name: "groceriesTests",
              dependencies: [
                "groceries",
                .product(name: "RowKit", package: "RowKit"),
                .product(name: "RowKitTesting", package: "RowKit"),
              ]),
        """)
  }

  @Test func theNoteSaysWhereTheTestWentAndWhatToDeclare() {
    let note = UsageText.testTargetNote(for: "groceries", package: "rowkit")
    #expect(
      note.hasPrefix(
        "No test target depends on 'groceries', so the test went into Tests/groceriesTests. "
          + "Unless Package.swift declares that test target already, add it to the "
          + "package's targets:\n    .testTarget(\n"))
    #expect(note.hasSuffix(".product(name: \"RowKitTesting\", package: \"rowkit\"),\n      ]),"))
  }

  @Test func theHelpNamesEveryOptionAndTheUsage() {
    for option in ["<Name>", "--target <target>", "--test-target <test target>", "-h, --help"] {
      #expect(UsageText.help.contains(option), "no \(option) in the help")
    }
    #expect(UsageText.help.hasPrefix("OVERVIEW: Writes a new row kind and its test"))
    #expect(UsageText.usage.hasPrefix("Usage: swift package --allow-writing-to-package-directory"))
  }
}
