import Foundation
import RACWalkthroughKit
import RACWalkthroughs
import XCTest

/// The five posts the walkthroughs come from (`../shared/seeds/` beside the package). Tests that read
/// them skip, saying so, where the folder is absent (a clone outside this workplace).
enum Seeds {
  static let directory = walkthroughsDirectory.deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("shared/seeds", isDirectory: true)

  /// The text of seed `name`, or a skip when the seeds are not here.
  static func text(_ name: String) throws -> String {
    let url = directory.appendingPathComponent(name)
    guard let text = try? String(contentsOf: url, encoding: .utf8) else {
      throw XCTSkip("the posts are not at \(directory.path) (../shared/seeds beside the package): skipped")
    }
    return text
  }

  static let map = "003_83099b5ef2c47d05.txt"
  static let collect = "000_3f969950ef28b994.txt"
  static let credit = "004_11e83888f5bb252f.txt"
}

/// A file of `Walkthroughs/`.
func walkthroughFile(_ path: String) -> URL {
  walkthroughsDirectory.appendingPathComponent(path)
}
