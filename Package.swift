// swift-tools-version:6.0
import PackageDescription

// The main package depends on nothing beyond the Swift toolchain (Foundation, Dispatch, XCTest).
// Benchmarks that compare against other libraries live in their own package under Benchmarks/.
let languageMode: [SwiftSetting] = [.swiftLanguageMode(.v5)]

let package = Package(
  name: "RACWalkthrough",
  products: [
    .library(name: "RAC", targets: ["RAC"]),
    .executable(name: "rac-walkthrough", targets: ["rac-walkthrough"]),
  ],
  targets: [
    .target(name: "RAC", swiftSettings: languageMode),
    .executableTarget(name: "rac-walkthrough", dependencies: ["RAC"], swiftSettings: languageMode),
    .testTarget(name: "RACTests", dependencies: ["RAC"], swiftSettings: languageMode),
  ]
)
