import Foundation
import RACWalkthroughKit
import RACWalkthroughs
import XCTest

/// The walkthroughs' folders share files instead of copying them: a walkthrough of the same post's
/// example names its sibling's file (`../avatar-0-failures/post.m`), and steps.json can name no
/// file outside the walkthroughs' own.
final class WalkthroughFolderTests: LeakCheckedTestCase {
  func testNoTwoWalkthroughFoldersHoldTheSameObjectiveCFile() throws {
    var seen: [Data: String] = [:]
    var copies: [String] = []
    let folders = try FileManager.default.contentsOfDirectory(atPath: walkthroughsDirectory.path).sorted()
    for folder in folders where !folder.hasPrefix(".") {
      let url = walkthroughsDirectory.appendingPathComponent(folder, isDirectory: true)
      for file in try FileManager.default.contentsOfDirectory(atPath: url.path).sorted() where file.hasSuffix(".m") {
        let bytes = try Data(contentsOf: url.appendingPathComponent(file))
        if let first = seen[bytes] {
          copies.append("\(folder)/\(file) copies \(first)")
        } else {
          seen[bytes] = "\(folder)/\(file)"
        }
      }
    }
    XCTAssertEqual(copies, [], "name the sibling's file in steps.json (../other/file.m) instead")
  }

  /// A sibling's file resolves into that sibling's folder; a path that leaves the walkthroughs'
  /// folder, is absolute, or reaches below a walkthrough's own files does not.
  func testAFileOfASiblingResolvesAndAPathLeavingTheWalkthroughsDoesNot() {
    let folder = URL(fileURLWithPath: "/w/Walkthroughs/qr-timeout", isDirectory: true)
    let resolved = [
      "post.m", "../qr-decode/post-click.m", "./scene.m", "../../secret.m", "/etc/x.m", "../a/b/c.m", "..",
    ]
    .map { ObjectiveCSource.url(of: $0, in: folder)?.path ?? "refused" }
    XCTAssertEqual(
      resolved,
      [
        "/w/Walkthroughs/qr-timeout/post.m", "/w/Walkthroughs/qr-decode/post-click.m",
        "/w/Walkthroughs/qr-timeout/scene.m", "refused", "refused", "refused", "refused",
      ])
  }

  /// steps.json naming a file outside the walkthroughs is a one-line error naming the file, not a
  /// read of it.
  func testAStepsFileNamingAFileOutsideTheWalkthroughsIsAOneLineError() throws {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("anypost-folder-\(UUID().uuidString)", isDirectory: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let folder = directory.appendingPathComponent("Walkthroughs/escape", isDirectory: true)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try "NSLog(@\"outside\");\n".write(
      to: directory.appendingPathComponent("outside.m"), atomically: true, encoding: .utf8)
    try #"{ "objectiveC": { "files": ["../../outside.m"] }, "steps": [] }"#.write(
      to: folder.appendingPathComponent("steps.json"), atomically: true, encoding: .utf8)
    XCTAssertThrowsError(try WalkthroughData.load(from: folder)) { error in
      XCTAssertEqual(
        "\(error)",
        "\(folder.path)/steps.json is not a valid walkthrough file: objectiveC names '../../outside.m', which is no file of this folder or of a sibling walkthrough's (../other/file.m)"
      )
    }
  }
}
