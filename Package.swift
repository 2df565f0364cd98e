// swift-tools-version:6.1
import PackageDescription

let strict: [SwiftSetting] = [
  .swiftLanguageMode(.v6)
]

let package = Package(
  name: "RowKit",
  products: [
    .library(name: "RowKit", targets: ["RowKit"]),
    .library(name: "RowKitTerminal", targets: ["RowKitTerminal"]),
    .library(name: "RowKitTesting", targets: ["RowKitTesting"]),
    .library(name: "RowKitCheckableOptions", targets: ["RowKitCheckableOptions"]),
    .library(name: "RowKitConfirm", targets: ["RowKitConfirm"]),
    .library(name: "RowKitRemoveButton", targets: ["RowKitRemoveButton"]),
    .library(name: "RowKitKinds", targets: ["RowKitKinds"]),
    .library(name: "RowKitTextField", targets: ["RowKitTextField"]),
    .library(name: "RowKitSpinner", targets: ["RowKitSpinner"]),
    .plugin(name: "new-row-kind", targets: ["NewRowKind"]),
    .executable(name: "quiz", targets: ["RowKitSampleQuiz"]),
    .executable(name: "roster", targets: ["RowKitSampleRoster"]),
    .executable(name: "showcase", targets: ["RowKitSampleShowcase"]),
    .executable(name: "pick", targets: ["RowKitSamplePick"]),
    .executable(name: "groceries", targets: ["RowKitSampleGroceries"]),
    .executable(name: "rowkit-logs", targets: ["RowKitSampleLogs"]),
  ],
  targets: [
    .target(name: "RowKit", swiftSettings: strict),
    .target(name: "RowKitTerminal", dependencies: ["RowKit"], swiftSettings: strict),
    .target(name: "RowKitTesting", dependencies: ["RowKit"], swiftSettings: strict),

    // Row-kind plugins: each imports only RowKit's public API, as a third party would.
    .target(
      name: "RowKitCheckableOptions", dependencies: ["RowKit"],
      path: "Plugins/CheckableOptions", swiftSettings: strict),
    .target(
      name: "RowKitConfirm", dependencies: ["RowKit"], path: "Plugins/Confirm",
      swiftSettings: strict),
    .target(
      name: "RowKitRemoveButton", dependencies: ["RowKit"], path: "Plugins/RemoveButton",
      swiftSettings: strict),
    .target(
      name: "RowKitTextField", dependencies: ["RowKit"], path: "Plugins/TextField",
      swiftSettings: strict),
    .target(
      name: "RowKitSpinner", dependencies: ["RowKit"], path: "Plugins/Spinner",
      swiftSettings: strict),
    .target(
      name: "RowKitKinds",
      dependencies: ["RowKit", "RowKitCheckableOptions", "RowKitConfirm", "RowKitRemoveButton"],
      path: "Plugins/Kinds", swiftSettings: strict),

    // Samples: one folder each, sharing the runners in RowKitSampleSupport. Target
    // names are unique across a package graph, so the samples' modules carry the
    // RowKitSample prefix: an app that depends on RowKit can name its own targets
    // quiz, roster, showcase, pick, groceries or rowkit-logs.
    .target(
      name: "RowKitSampleSupport", dependencies: ["RowKit", "RowKitTerminal"],
      path: "Samples/SampleSupport", swiftSettings: strict),
    .executableTarget(
      name: "RowKitSampleQuiz",
      dependencies: ["RowKitSampleSupport", "RowKit", "RowKitCheckableOptions"],
      path: "Samples/Quiz", swiftSettings: strict),
    .executableTarget(
      name: "RowKitSampleRoster",
      dependencies: [
        "RowKitSampleSupport", "RowKit", "RowKitConfirm", "RowKitRemoveButton", "RowKitKinds",
      ],
      path: "Samples/Roster", swiftSettings: strict),
    .executableTarget(
      name: "RowKitSampleShowcase",
      dependencies: [
        "RowKitSampleSupport", "RowKit", "RowKitCheckableOptions", "RowKitConfirm",
        "RowKitRemoveButton", "RowKitKinds",
      ],
      path: "Samples/Showcase", swiftSettings: strict),
    .executableTarget(
      name: "RowKitSamplePick",
      dependencies: ["RowKitSampleSupport", "RowKit", "RowKitTerminal", "RowKitTextField"],
      path: "Samples/Pick",
      swiftSettings: strict),
    .executableTarget(
      name: "RowKitSampleGroceries",
      dependencies: [
        "RowKit", "RowKitTerminal", "RowKitKinds", "RowKitTextField", "RowKitSpinner",
      ],
      path: "Samples/Groceries", swiftSettings: strict),
    .executableTarget(
      name: "RowKitSampleLogs", dependencies: ["RowKitSampleSupport", "RowKit", "RowKitTerminal"],
      path: "Samples/Logs", swiftSettings: strict),

    .testTarget(
      name: "RowKitTests", dependencies: ["RowKit", "RowKitTesting"], swiftSettings: strict),
    .testTarget(
      name: "RowKitTestingTests", dependencies: ["RowKit", "RowKitTesting"],
      swiftSettings: strict),
    .testTarget(
      name: "RowKitTerminalTests", dependencies: ["RowKitTerminal", "RowKitTesting"],
      swiftSettings: strict),
    .testTarget(
      name: "RowKitTextFieldTests",
      dependencies: [
        "RowKit", "RowKitTextField", "RowKitTerminal", "RowKitConfirm", "RowKitTesting",
      ],
      swiftSettings: strict),
    .testTarget(
      name: "RowKitKindsTests",
      dependencies: [
        "RowKit", "RowKitCheckableOptions", "RowKitConfirm", "RowKitRemoveButton", "RowKitKinds",
        "RowKitSpinner", "RowKitTesting",
      ],
      swiftSettings: strict),
    .plugin(
      name: "NewRowKind",
      capability: .command(
        intent: .custom(
          verb: "new-row-kind",
          description: "Writes a new row kind and its test: new-row-kind <Name>"),
        permissions: [
          .writeToPackageDirectory(reason: "to write <Name>Kind.swift and <Name>KindTests.swift")
        ]),
      path: "Plugins/NewRowKind"),
    // Compiles the plugin's pure template (a symbolic link to its file) to test it.
    .testTarget(name: "NewRowKindTests", swiftSettings: strict),
    // End-to-end tests run the built samples; depending on them makes `swift test`
    // build them.
    .testTarget(
      name: "SamplesTests",
      dependencies: [
        "RowKitSampleSupport", "RowKit", "RowKitTesting", "RowKitSampleQuiz", "RowKitSampleRoster",
        "RowKitSampleShowcase", "RowKitSamplePick",
        "RowKitSampleGroceries", "RowKitSampleLogs",
      ],
      swiftSettings: strict),
  ]
)
