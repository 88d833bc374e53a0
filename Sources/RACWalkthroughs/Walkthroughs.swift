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
/// question readers of RAC's source ask again and again. They are data alone — their code, output,
/// steps (with the title, and why a replay leaves objects alive where it does) and notes are in
/// `Walkthroughs/<name>/` — found in `directory` by their folders (those with no Swift translation
/// in `allWalkthroughs`), by name; the interpreter runs them.
public func objectiveCWalkthroughs(in directory: URL = walkthroughsDirectory) throws -> [ObjectiveCWalkthroughEntry] {
  try ObjectiveCWalkthroughEntry.discover(in: directory, skipping: Set(allWalkthroughs.map(\.name)))
}

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
