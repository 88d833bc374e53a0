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
