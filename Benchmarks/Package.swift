// swift-tools-version:6.0
import PackageDescription

// Benchmarks live outside the library's dependency graph: this nested package points
// at the root package by path, so RowKit's own manifest stays free of them.
let package = Package(
  name: "RowKitBenchmarks",
  dependencies: [
    .package(name: "RowKit", path: "..")
  ],
  targets: [
    .executableTarget(
      name: "rowkit-bench",
      dependencies: [
        .product(name: "RowKit", package: "RowKit"),
        .product(name: "RowKitKinds", package: "RowKit"),
        .product(name: "RowKitCheckableOptions", package: "RowKit"),
        .product(name: "RowKitRemoveButton", package: "RowKit"),
        .product(name: "RowKitTerminal", package: "RowKit"),
      ],
      swiftSettings: [.swiftLanguageMode(.v6)]),
    // One event and its frame, in a process of its own, for valgrind's callgrind:
    // Scripts/profile runs it and counts the instructions and function entries.
    .executableTarget(
      name: "rowkit-profile",
      dependencies: [
        .product(name: "RowKit", package: "RowKit"),
        .product(name: "RowKitKinds", package: "RowKit"),
        .product(name: "RowKitCheckableOptions", package: "RowKit"),
        .product(name: "RowKitTerminal", package: "RowKit"),
      ],
      swiftSettings: [.swiftLanguageMode(.v6)]),
  ]
)
