import ObjCInterpreter
import XCTest

/// A program of thousands of files (issue 37's fifth sweep: 20,000 named on a command line took
/// 3.5 GB, each file's top level keeping a copy of all the names before it): the files' top levels
/// are one frame, every file seeing the names the ones before it declared.
final class ManyFilesProgramTests: LeakCheckedTestCase {
  func testTwoThousandFilesRunAsOneTopLevelEachSeeingTheNamesBeforeIt() {
    let count = 2_000
    var files = [SourceFile(name: "file0.m", text: "int v0 = 0;\n")]
    for index in 1..<count {
      files.append(SourceFile(name: "file\(index).m", text: "int v\(index) = v\(index - 1) + 1;\n"))
    }
    files.append(SourceFile(name: "last.m", text: "NSLog(@\"%d %d\", v0, v\(count - 1));\n"))
    let run = SnippetRun.run(files: files)
    XCTAssertNil(run.error)
    XCTAssertEqual(run.output, ["0 \(count - 1)"])
  }
}
