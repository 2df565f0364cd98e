// swift-tools-version:6.0
import PackageDescription

// A package written against RowKit 0.2.0's public API and never moved to newer names:
// CI builds it against the current checkout (deprecation warnings allowed, every other
// warning an error) and runs it, which proves that code written for the last release
// still compiles, through the deprecated aliases the changelog promises.
let package = Package(
  name: "PinnedConsumer",
  dependencies: [.package(name: "RowKit", path: "../..")],
  targets: [
    .executableTarget(
      name: "pinned-demo",
      dependencies: [
        .product(name: "RowKit", package: "RowKit"),
        .product(name: "RowKitKinds", package: "RowKit"),
        .product(name: "RowKitCheckableOptions", package: "RowKit"),
        .product(name: "RowKitRemoveButton", package: "RowKit"),
        .product(name: "RowKitTerminal", package: "RowKit"),
        .product(name: "RowKitTesting", package: "RowKit"),
      ],
      swiftSettings: [.swiftLanguageMode(.v6)])
  ]
)
