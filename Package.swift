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
    .plugin(name: "new-row-kind", targets: ["NewRowKind"]),
  ],
  targets: [
    .target(name: "RowKit", swiftSettings: strict),
    .target(name: "RowKitTerminal", dependencies: ["RowKit"], swiftSettings: strict),
    .target(name: "RowKitTesting", dependencies: ["RowKit"], swiftSettings: strict),
    .testTarget(
      name: "RowKitTests", dependencies: ["RowKit", "RowKitTesting"], swiftSettings: strict),
    .testTarget(
      name: "RowKitTerminalTests", dependencies: ["RowKitTerminal"], swiftSettings: strict),
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
  ]
)
