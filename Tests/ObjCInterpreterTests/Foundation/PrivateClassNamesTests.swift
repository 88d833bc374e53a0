import Shared
import XCTest

/// The private classes the interpreter answers `[x class]` with are the ones of the one table of
/// Foundation's class names (`ClassNameTable`, which `verify` compares outputs through): a name the
/// interpreter printed and the table did not know would compare as itself, and a post's output
/// would stop matching.
final class PrivateClassNamesTests: LeakCheckedTestCase {
  func testEveryPrivateClassTheInterpreterPrintsIsInTheTableUnderItsPublicClass() {
    let run = SnippetRun.run(
      #"""
      NSString *formatted = [NSString stringWithFormat:@"%@ %@", @"a string too long", @"for a pointer"];
      NSString *tagged = [NSString stringWithFormat:@"%d", 1];
      NSMutableArray *mutable = [@[@1] mutableCopy];
      NSLog(@"NSNumber %@", [@1 class]);
      NSLog(@"NSNumber %@", [@YES class]);
      NSLog(@"NSString %@", [@"literal" class]);
      NSLog(@"NSString %@", [formatted class]);
      NSLog(@"NSString %@", [tagged class]);
      NSLog(@"NSArray %@", [@[@1] class]);
      NSLog(@"NSArray %@", [@[] class]);
      NSLog(@"NSArray %@", [mutable class]);
      NSLog(@"NSError %@", [[NSError errorWithDomain:@"D" code:1 userInfo:nil] class]);
      NSLog(@"NSNull %@", [[NSNull null] class]);
      """#)
    XCTAssertNil(run.error)
    XCTAssertEqual(run.output.count, 10)
    for line in run.output {
      let parts = line.split(separator: " ").map(String.init)
      XCTAssertEqual(parts.count, 2, line)
      guard let publicClass = parts.first, let printed = parts.last else { continue }
      XCTAssertEqual(ClassNameTable.canonical(printed), publicClass, "the table's row for \(printed)")
      XCTAssertTrue(ClassNameTable.rows.contains { $0.objectiveC.contains(printed) }, "\(printed) is iOS's name")
    }
  }
}
