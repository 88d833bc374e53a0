import Foundation
import RACWalkthroughKit
import RACWalkthroughs

/// Finds walkthroughs by name and loads the data in their folders.
struct WalkthroughCatalog {
  let directory: URL

  var all: [Walkthrough] { allWalkthroughs }

  func walkthrough(named name: String) throws -> Walkthrough {
    guard let walkthrough = all.first(where: { $0.name == name }) else {
      throw CommandFailure.usage(WalkthroughError.unknownWalkthrough(name, known: all.map(\.name)).description)
    }
    return walkthrough
  }

  func data(for walkthrough: Walkthrough) throws -> WalkthroughData {
    do {
      return try WalkthroughData.load(from: directory.appendingPathComponent(walkthrough.name, isDirectory: true))
    } catch let error as WalkthroughError {
      throw CommandFailure.failed(error.description)
    }
  }
}
