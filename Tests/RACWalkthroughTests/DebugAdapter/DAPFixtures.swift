import Foundation

/// Where the DAP tests find the fixtures the other tests keep: the package, and the small RAC
/// checkout written for the tests (`racSource`).
enum DAPFixtures {
  static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
  static let racFixture = packageRoot.appendingPathComponent("Tests/ObjCInterpreterTests/Fixtures/MiniRAC")
}
