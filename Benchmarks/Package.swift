// swift-tools-version:6.0
import PackageDescription

// The benchmarks live in their own package so that the main package keeps no dependencies: this one
// depends on the main package by path, on OpenCombine (the library we compare against) and on
// malloc-interposer (counts allocations in a child process; only the allocation counter links it).
let languageMode: [SwiftSetting] = [.swiftLanguageMode(.v5)]

let package = Package(
  name: "RACBenchmarks",
  dependencies: [
    .package(name: "RACWalkthrough", path: ".."),
    .package(url: "https://github.com/OpenCombine/OpenCombine", from: "0.14.0"),
    .package(url: "https://github.com/ordo-one/malloc-interposer", from: "1.6.0"),
  ],
  targets: [
    // The scenarios, the pipelines they time, the table: shared by both executables.
    .target(
      name: "RACBenchmarkKit",
      dependencies: [
        .product(name: "RAC", package: "RACWalkthrough"),
        .product(name: "OpenCombine", package: "OpenCombine"),
      ],
      swiftSettings: languageMode),
    // The one command: every scenario, one table.
    .executableTarget(name: "rac-benchmarks", dependencies: ["RACBenchmarkKit"], swiftSettings: languageMode),
    // The Objective-C interpreter against the Swift translations, on the posts' examples, and
    // scenario 1 written in Objective-C against the compiled pipeline (RACBenchmarkKit's).
    .executableTarget(
      name: "rac-benchmarks-interpreter",
      dependencies: [
        "RACBenchmarkKit",
        .product(name: "RAC", package: "RACWalkthrough"),
        .product(name: "RACWalkthroughKit", package: "RACWalkthrough"),
        .product(name: "ObjCInterpreter", package: "RACWalkthrough"),
        .product(name: "ObjCLibraries", package: "RACWalkthrough"),
        .product(name: "ObjCWalkthroughs", package: "RACWalkthrough"),
        .product(name: "RACWalkthroughs", package: "RACWalkthrough"),
      ],
      swiftSettings: languageMode),
    // `rac-walkthrough dap`'s round trip as an editor makes it (the adapter as a child process over
    // pipes): launch, a breakpoint, then next + stackTrace + scopes + variables at each step.
    .executableTarget(name: "rac-benchmarks-dap", swiftSettings: languageMode),
    // Counts mallocs per event for scenario 6. Kept apart because linking the interposer puts it in
    // front of every allocation of the process, which would slow down every other measurement.
    .executableTarget(
      name: "rac-benchmarks-allocs",
      dependencies: [
        "RACBenchmarkKit",
        .product(name: "MallocInterposerSwift", package: "malloc-interposer"),
      ],
      swiftSettings: languageMode),
  ]
)
