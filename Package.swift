// swift-tools-version:6.0
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
  ],
  targets: [
    .target(name: "RowKit", swiftSettings: strict),
    .target(name: "RowKitTerminal", dependencies: ["RowKit"], swiftSettings: strict),
    .target(name: "RowKitTesting", dependencies: ["RowKit"], swiftSettings: strict),
    .target(
      name: "SampleSupport", dependencies: ["RowKit", "RowKitTerminal"],
      path: "Samples/SampleSupport", swiftSettings: strict),
    .testTarget(
      name: "RowKitTests", dependencies: ["RowKit", "RowKitTesting"], swiftSettings: strict),
    .testTarget(
      name: "RowKitTerminalTests", dependencies: ["RowKitTerminal"], swiftSettings: strict),
  ]
)
