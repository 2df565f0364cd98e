// swift-tools-version:6.0
import PackageDescription

// A package that uses RowKit the way any other package would: by a path dependency on
// the RowKit checkout two directories up. It adds a row kind, tests it and runs it.
let strict: [SwiftSetting] = [.swiftLanguageMode(.v6)]

let package = Package(
  name: "Consumer",
  products: [
    .library(name: "RatingKinds", targets: ["RatingKinds"]),
    .executable(name: "rating-demo", targets: ["rating-demo"]),
  ],
  dependencies: [.package(name: "RowKit", path: "../..")],
  targets: [
    .target(
      name: "RatingKinds",
      dependencies: [.product(name: "RowKit", package: "RowKit")],
      swiftSettings: strict),
    .executableTarget(
      name: "rating-demo",
      dependencies: [
        "RatingKinds", .product(name: "RowKit", package: "RowKit"),
        .product(name: "RowKitKinds", package: "RowKit"),
        .product(name: "RowKitCheckableOptions", package: "RowKit"),
        .product(name: "RowKitRemoveButton", package: "RowKit"),
        .product(name: "RowKitTerminal", package: "RowKit"),
      ],
      swiftSettings: strict),
    .testTarget(
      name: "RatingKindsTests",
      dependencies: [
        "RatingKinds",
        .product(name: "RowKit", package: "RowKit"),
        .product(name: "RowKitTesting", package: "RowKit"),
      ],
      swiftSettings: strict),
  ]
)
