import Foundation
import ObjCWalkthroughs
import RACWalkthroughKit
import RACWalkthroughs
import XCTest

/// Each Objective-C file under `Walkthroughs/` named `post*.m` is one of its post's listings,
/// verbatim up to the blog's line-number gutter and whitespace.
final class PostListingFilesTests: LeakCheckedTestCase {
  func testEveryPostFileIsAListingOfItsPost() throws {
    var checked = 0
    for walkthrough in allWalkthroughs {
      let folder = walkthroughsDirectory.appendingPathComponent(walkthrough.name)
      let files = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [])
        .filter { $0.hasPrefix("post") && $0.hasSuffix(".m") }
      guard !files.isEmpty else { continue }
      let listings = PostListings.extract(from: try Seeds.text(walkthrough.post)).filter { $0.kind == .code }
      for file in files {
        let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
        let matches = listings.filter { $0.normalizedLines == PostListings.normalized(text) }
        XCTAssertEqual(
          matches.count, 1, "\(walkthrough.name)/\(file) is not exactly one listing of \(walkthrough.post)")
        checked += 1
      }
    }
    XCTAssertGreaterThanOrEqual(checked, 9)
  }

  func testTheGutterListingsOfAPlainTextPostAreFound() throws {
    let listings = PostListings.extract(from: try Seeds.text(Seeds.map))
    XCTAssertEqual(listings.count, 22)
    XCTAssertEqual(listings[1].startLine, 65)
    XCTAssertEqual(
      listings[1].lines.first,
      "RACSignal *signal = [RACSignal createSignal:^RACDisposable *(id<RACSubscriber> subscriber) {")
    XCTAssertEqual(listings[1].lines.count, 18)
  }

  func testTheFencesOfAMarkdownPostAreCodeOrOutput() throws {
    let listings = PostListings.extract(from: try Seeds.text(Seeds.collect))
    XCTAssertEqual(
      listings.map(\.kind.rawValue),
      [
        "code", "output", "code", "output", "code", "output", "code", "code", "code",
      ])
    XCTAssertEqual(listings[0].language, "objectivec")
  }
}
