import Foundation
import ObjCInterpreter
import ObjCLibraries
import ObjCWalkthroughs
import RACWalkthroughKit
import XCTest

/// A program reads files beside and below its folder at run time as it imports them (issue 37):
/// `NSBundle`'s resources, `+[NSData dataWithContentsOfURL:]` and
/// `+[NSURLConnection rac_sendAsynchronousRequest:]` of a `file:` URL there; a file outside the
/// folder, another scheme (the network) and any file for a program with no folder (a post's
/// listing, the playground) are refused with an error that says so. After RAC 2.5's
/// NSURLConnectionRACSupportSpec.m, with fixtures written here.
final class URLLoadingTests: XCTestCase {
  private var root: URL!
  private var program: URL!

  override func setUpWithError() throws {
    root = FileManager.default.temporaryDirectory.appendingPathComponent("URLLoadingTests-\(UUID().uuidString)")
    program = root.appendingPathComponent("program")
    try FileManager.default.createDirectory(at: program, withIntermediateDirectories: true)
    try FileManager.default.createDirectory(
      at: root.appendingPathComponent("secret"), withIntermediateDirectories: true)
    try write("program/items.json", "[1, 2, 3]\n")
    try write("secret/canary.txt", "SECRET\n")
  }

  override func tearDownWithError() throws {
    try FileManager.default.removeItem(at: root)
  }

  private func write(_ name: String, _ text: String) throws {
    try text.write(to: root.appendingPathComponent(name), atomically: true, encoding: .utf8)
  }

  /// Runs `text` as `program/main.m`: its output and the error that stopped it.
  private func run(_ text: String) throws -> (output: [String], error: ObjCError?) {
    try write("program/main.m", text)
    let snippet = try ObjCSnippet(paths: [program.appendingPathComponent("main.m").path])
    let replay = WalkthroughRun.replay(snippet.walkthrough(name: "main.m"), recordingTrace: false)
    return (replay.outputLines, snippet.lastError)
  }

  func testAResourceBesideTheProgramIsLoadedByTheConnectionsSignal() throws {
    let result = try run(
      #"""
      #import <ReactiveCocoa/ReactiveCocoa.h>
      int main(void) {
          NSURL *url = [[NSBundle mainBundle] URLForResource:@"items" withExtension:@"json"];
          NSLog(@"%@ file: %d", url.lastPathComponent, url.isFileURL);
          NSLog(@"missing: %@", [[NSBundle mainBundle] URLForResource:@"none" withExtension:@"json"]);
          NSURLRequest *request = [NSURLRequest requestWithURL:url];
          RACSignal *signal = [NSURLConnection rac_sendAsynchronousRequest:request];
          BOOL success = NO;
          NSError *error = nil;
          RACTuple *result = [signal firstOrDefault:nil success:&success error:&error];
          NSURLResponse *response = result.first;
          NSData *data = result.second;
          NSLog(@"success %d, error %@", success, error);
          NSLog(@"%@ %@ %lld", response.URL.lastPathComponent, response.MIMEType, response.expectedContentLength);
          NSLog(@"%lu bytes, the file's: %d", (unsigned long)data.length, [data isEqual:[NSData dataWithContentsOfURL:url]]);
          NSURL *missing = [NSURL fileURLWithPath:[NSString stringWithFormat:@"%@/missing.json", [[NSBundle mainBundle] bundlePath]]];
          [[NSURLConnection rac_sendAsynchronousRequest:[NSURLRequest requestWithURL:missing]] subscribeError:^(NSError *error) {
              NSLog(@"%@ %ld", error.domain, (long)error.code);
          }];
          [[NSRunLoop mainRunLoop] runUntilDate:[NSDate dateWithTimeIntervalSinceNow:0.1]];
          return 0;
      }
      """#)
    XCTAssertNil(result.error, result.error?.description ?? "")
    XCTAssertEqual(
      result.output,
      [
        "items.json file: 1", "missing: (null)", "success 1, error (null)", "items.json application/json 10",
        "10 bytes, the file's: 1", "NSURLErrorDomain -1100",
      ])
  }

  func testAFileOutsideTheProgramsFolderIsNotFound() throws {
    let canary = root.appendingPathComponent("secret/canary.txt").path
    let result = try run(
      "NSData *data = [NSData dataWithContentsOfURL:[NSURL fileURLWithPath:@\"\(canary)\"]];\nNSLog(@\"%@\", data);\n")
    XCTAssertEqual(result.output, [])
    XCTAssertEqual(
      result.error?.message, "+[NSData dataWithContentsOfURL:]: '\(canary)' not found: outside the program's folder")
    XCTAssertEqual(result.error.map { [$0.location.line, $0.location.column] }, [1, 16])
  }

  /// The program's folder itself is not outside it: read as a file, it is nil, as Foundation
  /// answers for a folder.
  func testTheProgramsOwnFolderReadsAsNil() throws {
    let result = try run(
      "NSData *data = [NSData dataWithContentsOfFile:@\"\(program.path)\"];\nNSLog(@\"%@\", data);\n")
    XCTAssertNil(result.error, "\(result.error?.description ?? "")")
    XCTAssertEqual(result.output, ["(null)"])
  }

  func testAResourceNameThatClimbsOutOfTheFolderIsNotFound() throws {
    let result = try run(
      "NSLog(@\"%@\", [[NSBundle mainBundle] URLForResource:@\"../secret/canary\" withExtension:@\"txt\"]);\n")
    XCTAssertEqual(result.output, [])
    XCTAssertEqual(
      result.error?.message,
      "-[NSBundle URLForResource:withExtension:]: '../secret/canary.txt' not found: outside the program's folder")
  }

  func testAnotherSchemeIsTheNetworkWhichIsNotReached() throws {
    let result = try run(
      #"""
      NSURLRequest *request = [NSURLRequest requestWithURL:[NSURL URLWithString:@"https://example.com/items.json"]];
      [NSURLConnection rac_sendAsynchronousRequest:request];
      """#)
    XCTAssertEqual(
      result.error?.message,
      "+[NSURLConnection rac_sendAsynchronousRequest:]: 'https://example.com/items.json' is not a file: URL; this tool does not reach the network (a program reads only files beside and below its folder)"
    )
  }

  /// A program given as text (a post's listing, the playground) has no folder: it reads nothing.
  func testAProgramWithNoFolderReadsNothing() {
    let run = SnippetRun.run(#"NSLog(@"%@", [[NSBundle mainBundle] URLForResource:@"items" withExtension:@"json"]);"#)
    XCTAssertEqual(run.output, [])
    XCTAssertEqual(
      run.error?.message,
      "-[NSBundle URLForResource:withExtension:]: 'items.json' not found: outside the program's folder (this program has none)"
    )
  }
}
