import Foundation
import XCTest

@testable import ObjCInterpreter

/// C's external linkage across the files a snippet's `main` runs (`LinkedVariables`): a
/// file-scope variable not written `static` is one variable of the program, whichever file
/// defines it and whichever file reads it first; a `static` one stays its file's own; a second
/// definition is the error clang or the linker gives.
final class ExternalLinkageTests: XCTestCase {
  private var folder: TemporaryFolder!

  override func setUpWithError() throws {
    folder = try TemporaryFolder(for: self)
  }

  @discardableResult
  private func write(_ name: String, _ text: String) throws -> String {
    try folder.write(name, text)
  }

  /// The pattern of every app's constants file: declared `extern` in a header, defined once in
  /// its `.m`, read from a third file. The files' order on the command line changes nothing.
  func testAHeadersExternConstantReadsTheDefinitionOfAnotherFileInEitherOrder() throws {
    _ = try write("Names.h", "extern NSString * const kName;\nextern const NSInteger kAnswer;\n")
    let names = try write(
      "Names.m", "#import \"Names.h\"\nNSString * const kName = @\"Ada\";\nconst NSInteger kAnswer = 6;\n")
    let main = try write(
      "main.m",
      """
      #import "Names.h"
      void show(void) { NSLog(@"%@ %ld", kName, (long)(kAnswer + 5)); }
      int main(void) { show(); return 0; }

      """)
    for paths in [[main, names], [names, main]] {
      let run = SnippetRun.run(paths: paths)
      XCTAssertNil(run.error, "\(paths): \(run.error?.description ?? "")")
      XCTAssertEqual(run.output, ["Ada 11"], "\(paths)")
    }
  }

  func testAVariableNotWrittenStaticIsOneVariableThatEveryFileWrites() throws {
    let counter = try write("Counter.m", "int counter = 5;\nvoid bump(void) { counter += 1; }\n")
    let main = try write(
      "main.m",
      """
      extern int counter;
      void bump(void);
      int main(void) {
        bump();
        counter += 10;
        bump();
        NSLog(@"%d", counter);
        return 0;
      }

      """)
    let run = SnippetRun.run(paths: [main, counter])
    XCTAssertNil(run.error, "\(run.error?.description ?? "")")
    XCTAssertEqual(run.output, ["17"])
  }

  func testAStaticVariableOfTheSameNameStaysEachFilesOwn() throws {
    let other = try write("Other.m", "static int n = 1;\nvoid showOther(void) { n += 100; NSLog(@\"other %d\", n); }\n")
    let main = try write(
      "main.m",
      "static int n = 2;\nvoid showOther(void);\nint main(void) { showOther(); NSLog(@\"main %d\", n); return 0; }\n")
    let run = SnippetRun.run(paths: [main, other])
    XCTAssertNil(run.error, "\(run.error?.description ?? "")")
    XCTAssertEqual(run.output, ["other 101", "main 2"])
  }

  func testASecondDefinitionInAnotherFileIsTheLinkersDuplicateSymbol() throws {
    let other = try write("Other.m", "int total = 1;\n")
    let main = try write("main.m", "int total = 2;\nint main(void) { NSLog(@\"%d\", total); return 0; }\n")
    let run = SnippetRun.run(paths: [main, other])
    XCTAssertEqual(run.output, [])
    XCTAssertEqual(run.error?.location.file, other)
    XCTAssertEqual(run.error?.location.line, 1)
    XCTAssertEqual(
      run.error?.message, "duplicate symbol 'total': \(main):1 defines it too (the linker's error)")
  }

  func testASecondDefinitionInOneFileIsARedefinition() throws {
    let main = try write(
      "main.m", "int total = 1;\nint total = 2;\nint main(void) { NSLog(@\"%d\", total); return 0; }\n")
    let run = SnippetRun.run(paths: [main])
    XCTAssertEqual(run.error?.location.line, 2)
    XCTAssertEqual(run.error?.message, "redefinition of 'total' (its first definition is at line 1)")
  }

  /// `extern NSString * const RACSignalErrorDomain;` pasted from RAC's header defines nothing:
  /// the name still reads the library's constant, not a nil of the snippet's.
  func testAnExternOfALibrarysConstantReadsTheLibrarysValue() throws {
    let main = try write(
      "main.m",
      """
      extern NSString * const RACSignalErrorDomain;
      int main(void) { NSLog(@"%@", RACSignalErrorDomain); return 0; }

      """)
    let run = SnippetRun.run(paths: [main])
    XCTAssertNil(run.error, "\(run.error?.description ?? "")")
    XCTAssertEqual(run.output, ["RACSignalErrorDomain"])
  }

  /// What no file defines and no library has is the linker's undefined symbol: here an error at
  /// the name where it is read, never a silent nil.
  func testAnExternThatNothingDefinesIsAnErrorWhereItIsRead() throws {
    let main = try write(
      "main.m",
      "extern NSString * const kMissing;\nint main(void) {\n  NSLog(@\"%@\", kMissing);\n  return 0;\n}\n")
    let run = SnippetRun.run(paths: [main])
    XCTAssertEqual(run.output, [])
    XCTAssertEqual(run.error?.location.line, 3, "\(run.error?.description ?? "no error")")
    XCTAssertTrue(run.error?.message.contains("'kMissing'") ?? false, "\(run.error?.description ?? "no error")")
  }
}
