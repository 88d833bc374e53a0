import Foundation
import XCTest

/// A folder of its own under the temporary directory for a test's program files (a snippet of
/// several files, the headers they import), removed when the test ends.
struct TemporaryFolder {
  let url: URL

  /// Makes the folder, named for `test`, and has `test` remove it at its end.
  init(for test: XCTestCase) throws {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent(
      "\(type(of: test))-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    test.addTeardownBlock { try? FileManager.default.removeItem(at: url) }
    self.url = url
  }

  /// Writes `text` to the file `name` in the folder; returns its path.
  @discardableResult
  func write(_ name: String, _ text: String) throws -> String {
    let path = url.appendingPathComponent(name).path
    try text.write(toFile: path, atomically: true, encoding: .utf8)
    return path
  }
}
