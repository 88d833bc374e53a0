import RACWalkthroughKit
import Shared
import XCTest

/// The pieces `verify` is made of: globs, output normalisation, the class-name table, the diff.
final class VerificationToolsTests: LeakCheckedTestCase {
  func testGlobStarMatchesAnyRunIncludingNone() {
    let pattern = GlobPattern("call *\"mappedSignalA\" didSubscribe(*")
    XCTAssertTrue(pattern.matches("call RACDynamicSignal#2 \"mappedSignalA\" didSubscribe(subscriber: x)"))
    XCTAssertTrue(pattern.matches("call \"mappedSignalA\" didSubscribe("))
    XCTAssertFalse(pattern.matches("return RACDynamicSignal#2 \"mappedSignalA\" didSubscribe()"))
    XCTAssertFalse(GlobPattern("output x--7").matches("output x--77"))
    XCTAssertTrue(GlobPattern("a*b*c").matches("abc"))
    XCTAssertFalse(GlobPattern("a*b*c").matches("acb"))
  }

  /// Pieces are found in order, the last one at the end, in ASCII lines as in lines with other
  /// characters or a carriage return.
  func testGlobPiecesMatchInOrderInAnyLine() {
    let pattern = GlobPattern("output *a*b")
    XCTAssertTrue(pattern.matches("output xaxb"))
    XCTAssertTrue(pattern.matches("output 输出 a 输出 b"))
    XCTAssertFalse(pattern.matches("output xbxa"))
    XCTAssertFalse(pattern.matches("output 输出 b 输出 a"))
    XCTAssertTrue(GlobPattern("a*aa").matches("aaa"))
    XCTAssertFalse(GlobPattern("a*aa").matches("aa"))
    XCTAssertTrue(GlobPattern("output x*").matches("output x\r\n"))
    XCTAssertTrue(GlobPattern("输出 *b").matches("输出 ab"))
  }

  func testNormalisingRemovesNSLogPrefixAddressesAndQueueLabels() {
    XCTAssertEqual(
      OutputNormalizer.normalize("2016-03-01 14:06:29.725 RACFunTest[2703:176158] class-__NSCFNumber,value-3"),
      "class-NSNumber,value-3")
    XCTAssertEqual(
      OutputNormalizer.normalize("<RACDynamicSignal: 0x7fb1c2d04f10> name: "), "<RACDynamicSignal: 0x…> name:")
    XCTAssertEqual(
      OutputNormalizer.normalize("[com.ReactiveCocoa.RACScheduler.backgroundScheduler] A"), "[queue] A")
  }

  /// The unified log's prefix since Xcode 8 (microseconds, a zone offset, a process name that may
  /// have spaces, a hexadecimal thread), and a CocoaLumberjack line with microseconds; a date the
  /// program prints (no fraction of a second, then a space before the zone) stays.
  func testNormalisingRemovesTheUnifiedLogsPrefixAndKeepsADateTheProgramPrints() {
    XCTAssertEqual(OutputNormalizer.normalize("2017-03-01 09:00:00.123456+0800 Demo[100:200] 10"), "10")
    XCTAssertEqual(
      OutputNormalizer.normalize("2019-11-02 18:20:31.502817-0700 My RAC App[4242:a1b2] 第一个订阅者1"), "第一个订阅者1")
    XCTAssertEqual(OutputNormalizer.normalize("2018-01-17 10:34:16.052703+0800 App[3517:1306766]"), "")
    XCTAssertEqual(OutputNormalizer.normalize("2016-04-28 17:45:38.034512 next: 1"), "next: 1")
    XCTAssertEqual(
      OutputNormalizer.normalize("2016-04-28 17:45:38 +0000 is the date"), "2016-04-28 17:45:38 +0000 is the date")
  }

  func testClassNamesOfBothSidesMeetInTheTable() {
    XCTAssertEqual(ClassNameTable.canonical("__NSCFConstantString"), ClassNameTable.canonical("String"))
    XCTAssertEqual(ClassNameTable.canonical("__NSCFNumber"), ClassNameTable.canonical("NSNumber"))
    XCTAssertEqual(ClassNameTable.canonical("RACTuple"), "RACTuple")
    XCTAssertEqual(
      ClassNameTable.canonicalizeClassNames(in: "class-String,value-Stringy"), "class-NSString,value-Stringy")
  }

  func testLineDiffMarksWhatEachSideOnlyHas() {
    XCTAssertEqual(
      LineDiff.diff(expected: ["a", "b", "c"], actual: ["a", "c", "d"]), ["  a", "- b", "  c", "+ d"])
    XCTAssertEqual(LineDiff.diff(expected: [], actual: []), [])
  }
}
