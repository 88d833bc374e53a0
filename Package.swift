// swift-tools-version:6.0
import PackageDescription

// The main package depends on nothing beyond the Swift toolchain (Foundation, Dispatch, XCTest).
// Benchmarks that compare against other libraries live in their own package under Benchmarks/.
let languageMode: [SwiftSetting] = [.swiftLanguageMode(.v5)]

let package = Package(
  name: "RACWalkthrough",
  // The core counts live objects and switches its trace hooks with the standard library's
  // `Synchronization.Atomic`, which Apple's systems have from these versions on (Linux: any).
  platforms: [.macOS(.v15), .iOS(.v18), .tvOS(.v18), .watchOS(.v11), .visionOS(.v2)],
  products: [
    .library(name: "RAC", targets: ["RAC"]),
    .library(name: "RACWalkthroughKit", targets: ["RACWalkthroughKit"]),
    .library(name: "ObjCInterpreter", targets: ["ObjCInterpreter"]),
    .library(name: "ObjCLibraries", targets: ["ObjCLibraries"]),
    .library(name: "ObjCWalkthroughs", targets: ["ObjCWalkthroughs"]),
    .library(name: "RACWalkthroughs", targets: ["RACWalkthroughs"]),
    .executable(name: "rac-walkthrough", targets: ["rac-walkthrough"]),
  ],
  targets: [
    // What the core, the kit and the interpreter share and RAC 2.5 does not have, one of each: the
    // format-string walker (Formatting/), what `%@` prints for Foundation's values (Description/;
    // Values/ looks through optionals hidden in `Any`), the table of Foundation's private class
    // names (ClassNames/), the seeded generator (Random/), the control characters a message escapes
    // (Text/).
    .target(name: "Shared", swiftSettings: languageMode),
    // What the core and the language both rest on and RAC 2.5 has as NSObject and runtime: the
    // object base (Objects/), the trace hooks and what they report to (Hooks/), the locks (Locks/),
    // and how untyped values compare and are written in a trace (Values/). The recorder is RAC's.
    .target(name: "TraceKernel", dependencies: ["Shared"], swiftSettings: languageMode),
    // The literal RAC 2.5 core with its trace hooks.
    .target(name: "RAC", dependencies: ["TraceKernel", "Shared"], swiftSettings: languageMode),
    // What every walkthrough needs: stand-ins for UIKit, NSLog, running, verifying, rendering.
    .target(
      name: "RACWalkthroughKit", dependencies: ["RAC", "Shared"],
      // The HTML viewer's style and script, inlined into each page it makes; the playground's
      // (`rac-walkthrough serve`), inlined into its page beside them.
      resources: [
        .copy("Rendering/HTML/viewer.css"), .copy("Rendering/HTML/viewer.js"),
        .copy("Rendering/HTML/playground.css"), .copy("Rendering/HTML/playground.js"),
      ],
      swiftSettings: languageMode),
    // The Objective-C language: source, lexer, syntax, parser, loader, resolver, runtime values,
    // the tree-walker, the run and its budgets. It knows no library: natives reach it through its
    // table (`Interpreter/Natives/`), which the libraries below fill, and the compiler holds that
    // direction.
    .target(name: "ObjCInterpreter", dependencies: ["TraceKernel", "Shared"], swiftSettings: languageMode),
    // The language's libraries: Foundation and the C libraries, the bridge to the RAC core, the spec
    // DSL and the interpreter's share of UIKit, each defined in the one list of `Libraries.swift`.
    .target(name: "ObjCLibraries", dependencies: ["RAC", "Shared", "ObjCInterpreter"], swiftSettings: languageMode),
    // The interpreter as the walkthroughs use it: the scenes' stand-ins as native classes, snippets
    // replayed as walkthroughs on the kit's runner and console, the posts' programs and check-post.
    // With --rac-source, the stand-ins' RAC as Objective-C of the tool's own (Scenes/RACSource),
    // loaded after the user's checkout.
    .target(
      name: "ObjCWalkthroughs",
      dependencies: ["RAC", "RACWalkthroughKit", "ObjCInterpreter", "ObjCLibraries", "Shared"],
      resources: [
        .copy("Scenes/RACSource/UIKitSignals.m"), .copy("Scenes/RACSource/SceneSignals.m"),
        .copy("Scenes/RACSource/KeyValueSignals.m"),
      ],
      swiftSettings: languageMode),
    // "Learning from RAC without RAC" (post 004): the hand-made credit subject, student and logger.
    // They use no RAC signal: RAC only for the trace hooks, the kit only for the posts' NSLog.
    .target(name: "LearningFromRAC", dependencies: ["RAC", "RACWalkthroughKit"], swiftSettings: languageMode),
    // The walkthroughs' Swift translations, one folder each (their data, and the posts' Objective-C,
    // are in Walkthroughs/<name>/, which the runner reads at run time).
    .target(
      name: "RACWalkthroughs", dependencies: ["RAC", "RACWalkthroughKit", "LearningFromRAC"],
      swiftSettings: languageMode),
    // The command line: list, run, step, verify, trace, …, and the playground's server (Server/).
    .target(
      name: "RACWalkthroughCLI",
      dependencies: [
        "RAC", "RACWalkthroughKit", "RACWalkthroughs", "ObjCInterpreter", "ObjCLibraries", "ObjCWalkthroughs", "Shared",
      ],
      swiftSettings: languageMode),
    .executableTarget(name: "rac-walkthrough", dependencies: ["RACWalkthroughCLI"], swiftSettings: languageMode),
    .testTarget(name: "SharedTests", dependencies: ["Shared"], swiftSettings: languageMode),
    .testTarget(name: "RACTests", dependencies: ["RAC"], swiftSettings: languageMode),
    .testTarget(
      name: "ObjCInterpreterTests",
      dependencies: [
        "RAC", "RACWalkthroughKit", "ObjCInterpreter", "ObjCLibraries", "ObjCWalkthroughs", "RACWalkthroughs",
        "LearningFromRAC", "Shared",
      ],
      // A checkout-shaped Objective-C fixture the --rac-source tests load at run time.
      exclude: ["Fixtures"],
      swiftSettings: languageMode),
    .testTarget(
      name: "RACWalkthroughTests",
      dependencies: [
        "RAC", "RACWalkthroughKit", "RACWalkthroughs", "RACWalkthroughCLI", "LearningFromRAC", "ObjCInterpreter",
        "ObjCLibraries", "ObjCWalkthroughs", "Shared",
      ],
      // The spec files the `spec` command's tests run (Objective-C, read at run time), and the
      // posts `check-post`'s tests read.
      exclude: ["Golden", "PublishedSnippets", "SpecFixtures", "PostFixtures", "ReactiveObjCFixtures"],
      swiftSettings: languageMode),
  ]
)
