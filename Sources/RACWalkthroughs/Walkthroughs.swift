import Foundation
import RACWalkthroughKit

/// Every walkthrough, in the order `list` shows them.
public let allWalkthroughs: [Walkthrough] = [
  mapWalkthrough,
  filterWalkthrough,
  flattenMapWalkthrough,
  passwordMapWalkthrough,
  passwordFilterWalkthrough,
  collectV1Walkthrough,
  collectV2Walkthrough,
  collectV3Walkthrough,
  migrationV1Walkthrough,
  migrationV2Walkthrough,
  migrationV2NoMulticastWalkthrough,
  qrDecodeWalkthrough,
  qrTimeoutWalkthrough,
  qrDownloadFailsWalkthrough,
  avatar0FailuresWalkthrough,
  avatar2FailuresWalkthrough,
  avatar4FailuresWalkthrough,
  avatarCellReusedWalkthrough,
  creditSubjectWalkthrough,
  loggerBuilderWalkthrough,
  creditSubjectVsRACWalkthrough,
  saveAvatarWalkthrough,
  contactFormWalkthrough,
]

/// The walkthroughs written in Objective-C alone, after the posts' in `list`: each answers a
/// question readers of RAC's source ask again and again. Their code, output, steps and notes are in
/// `Walkthroughs/<name>/`; the interpreter runs them.
public let objectiveCWalkthroughs: [ObjectiveCWalkthroughEntry] = [
  ObjectiveCWalkthroughEntry(
    name: "cold-signal-per-subscriber",
    title: "a cold signal does its work once per subscriber; replayLazily shares one subscription"),
  ObjectiveCWalkthroughEntry(
    name: "hot-and-cold",
    title: "what a late subscriber gets from a subject, publish + connect, replay, replayLazily, autoconnect"),
  ObjectiveCWalkthroughEntry(
    name: "concat-waits-for-completion",
    title: "concat: and then: subscribe to the next signal only when the first completes; after +never, never"),
  ObjectiveCWalkthroughEntry(
    name: "dispose-order",
    title: "when the dispose blocks of a flattenMap: chain run: on completion, on error, on -dispose"),
  ObjectiveCWalkthroughEntry(
    name: "combineLatest-waits",
    title: "combineLatest: sends nothing until every input has sent once; startWith: as the fix"),
  ObjectiveCWalkthroughEntry(
    name: "lazy-and-eager-sequences",
    title: "when the side effects of map: on a sequence happen: lazily and once, or eagerly and at once"),
  ObjectiveCWalkthroughEntry(
    name: "command-execution",
    title: "RACCommand: executing, enabled and errors while an execution runs, and a second execute:"),
]

/// The folder holding the walkthroughs' data (the package's `Walkthroughs/`: each walkthrough's
/// post listings, scene, printed output, steps and notes), unless `RAC_WALKTHROUGHS_DIR` points
/// elsewhere.
public var walkthroughsDirectory: URL {
  if let override = ProcessInfo.processInfo.environment["RAC_WALKTHROUGHS_DIR"], !override.isEmpty {
    return URL(fileURLWithPath: override, isDirectory: true)
  }
  return translationsDirectory.deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Walkthroughs", isDirectory: true)
}

/// The folder of the walkthroughs' Swift translations (this file's folder: one subfolder each).
public var translationsDirectory: URL {
  URL(fileURLWithPath: #filePath).deletingLastPathComponent()
}
