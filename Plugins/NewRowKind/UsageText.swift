/// The texts the `new-row-kind` command prints besides the files it writes: its help,
/// and the test target to add when a package has none for the kind.
///
/// Pure text, like ``RowKindTemplate``, so the plugin's tests compile this same file.
enum UsageText {
  /// The command line, for error messages.
  static let usage =
    "Usage: swift package --allow-writing-to-package-directory new-row-kind <Name> "
    + "[--target <target>] [--test-target <test target>]"

  /// What `new-row-kind --help` prints.
  static let help = """
    OVERVIEW: Writes a new row kind and its test into this package.

    USAGE: swift package --allow-writing-to-package-directory new-row-kind <Name> \\
             [--target <target>] [--test-target <test target>]

    ARGUMENTS:
      <Name>          The kind's name, a Swift identifier: Thermostat writes
                      ThermostatKind.swift (the type ThermostatKind, registered as
                      "thermostat") and ThermostatKindTests.swift.

    OPTIONS:
      --target <target>
                      The source target to write the kind into (default: the one
                      source target that depends on RowKit, a library preferred).
      --test-target <test target>
                      The test target to write the test into (default: the one test
                      target that depends on the source target; it must depend on
                      RowKitTesting too).
      -h, --help      Print this help; write nothing.

    Every check runs before anything is written: a bad or taken name, or an unclear
    target, writes nothing and prints one error line. When no test target depends on
    the kind's target, the test goes into Tests/<target>Tests (made if needed) and the
    lines that declare that test target in Package.swift are printed.
    """

  /// The conventional name of the test target of `target`: `groceriesTests`.
  static func testTargetName(for target: String) -> String { target + "Tests" }

  /// The test target to add to `Package.swift`'s targets for tests of `target`, whose
  /// RowKit dependency the manifest calls `package`.
  ///
  /// ```text
  ///     .testTarget(
  ///       name: "groceriesTests",
  ///       dependencies: [
  ///         "groceries",
  ///         .product(name: "RowKit", package: "RowKit"),
  ///         .product(name: "RowKitTesting", package: "RowKit"),
  ///       ]),
  /// ```
  static func testTargetLines(for target: String, package: String) -> String {
    """
        .testTarget(
          name: "\(testTargetName(for: target))",
          dependencies: [
            "\(target)",
            .product(name: "RowKit", package: "\(package)"),
            .product(name: "RowKitTesting", package: "\(package)"),
          ]),
    """
  }

  /// What the command says after writing a test into `Tests/<target>Tests` because no
  /// test target depends on `target`: the lines that declare that test target.
  static func testTargetNote(for target: String, package: String) -> String {
    "No test target depends on '\(target)', so the test went into "
      + "Tests/\(testTargetName(for: target)). Unless Package.swift declares that test "
      + "target already, add it to the package's targets:\n"
      + testTargetLines(for: target, package: package)
  }
}
