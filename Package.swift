// swift-tools-version:6.0
import PackageDescription

// The main package depends on nothing beyond the Swift toolchain (Foundation, Dispatch, XCTest).
// Benchmarks that compare against other libraries live in their own package under Benchmarks/.
let languageMode: [SwiftSetting] = [.swiftLanguageMode(.v5)]

/// The walkthroughs under Walkthroughs/: each folder holds the example's Swift code beside the data
/// taken from the post (its printed output, its steps, notes), which the runner reads at run time.
let walkthroughFolders = [
  "map", "filter", "flattenMap", "password-map", "password-filter", "collect-v1", "collect-v2", "collect-v3",
  "migration-v1", "migration-v2", "migration-v2-no-multicast",
  "qr-decode", "qr-timeout", "qr-download-fails",
  "avatar-0-failures", "avatar-2-failures", "avatar-4-failures", "avatar-cell-reused",
  "credit-subject", "logger-builder", "credit-subject-vs-rac",
  "save-avatar", "contact-form",
]
/// Every walkthrough folder has these three (post-output.txt is empty when the post prints nothing
/// for the example). They are fixed names, not read from the disk here: SwiftPM caches the manifest.
let walkthroughDataFiles = ["post-output.txt", "steps.json", "NOTES.md"]
let walkthroughExcludes = walkthroughFolders.flatMap { folder in walkthroughDataFiles.map { "\(folder)/\($0)" } }

let package = Package(
  name: "RACWalkthrough",
  products: [
    .library(name: "RAC", targets: ["RAC"]),
    .library(name: "RACWalkthroughKit", targets: ["RACWalkthroughKit"]),
    .library(name: "ObjCInterpreter", targets: ["ObjCInterpreter"]),
    .executable(name: "rac-walkthrough", targets: ["rac-walkthrough"]),
  ],
  targets: [
    // The literal RAC 2.5 core with its trace hooks.
    .target(name: "RAC", swiftSettings: languageMode),
    // What every walkthrough needs: stand-ins for UIKit, NSLog, running, verifying, rendering.
    .target(name: "RACWalkthroughKit", dependencies: ["RAC"], swiftSettings: languageMode),
    // Objective-C run on the core: lexer, parser, resolver, interpreter, and the bridge to RAC.
    .target(name: "ObjCInterpreter", dependencies: ["RAC", "RACWalkthroughKit"], swiftSettings: languageMode),
    // "Learning from RAC without RAC" (post 004): the hand-made credit subject, student and logger.
    // They use no RAC signal: RAC only for the trace hooks, the kit only for the posts' NSLog.
    .target(name: "LearningFromRAC", dependencies: ["RAC", "RACWalkthroughKit"], swiftSettings: languageMode),
    // The walkthroughs themselves, one folder each.
    .target(
      name: "RACWalkthroughs", dependencies: ["RAC", "RACWalkthroughKit", "LearningFromRAC"], path: "Walkthroughs",
      exclude: walkthroughExcludes,
      swiftSettings: languageMode),
    // The command line: list, run, step, verify, trace.
    .target(
      name: "RACWalkthroughCLI", dependencies: ["RAC", "RACWalkthroughKit", "RACWalkthroughs", "ObjCInterpreter"],
      swiftSettings: languageMode),
    .executableTarget(name: "rac-walkthrough", dependencies: ["RACWalkthroughCLI"], swiftSettings: languageMode),
    .testTarget(name: "RACTests", dependencies: ["RAC"], swiftSettings: languageMode),
    .testTarget(
      name: "ObjCInterpreterTests", dependencies: ["RAC", "RACWalkthroughKit", "ObjCInterpreter"],
      swiftSettings: languageMode),
    .testTarget(
      name: "RACWalkthroughTests",
      dependencies: ["RAC", "RACWalkthroughKit", "RACWalkthroughs", "RACWalkthroughCLI", "LearningFromRAC"],
      exclude: ["Golden"],
      swiftSettings: languageMode),
  ]
)
