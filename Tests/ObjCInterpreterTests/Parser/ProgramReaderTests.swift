import Foundation
import XCTest

@testable import ObjCInterpreter

/// The front end's one reader (`ProgramReader`): every file lexed once, a header before the first
/// file that imports it and read once, a framework's header left alone, and what one file declares
/// (its typedefs, its classes) known to the files after it.
final class ProgramReaderTests: XCTestCase {
  private var temporary: TemporaryFolder!
  private var folder: URL { temporary.url }

  override func setUpWithError() throws {
    temporary = try TemporaryFolder(for: self)
  }

  private func write(_ name: String, _ text: String) throws -> SourceFile {
    SourceFile(name: try temporary.write(name, text), text: text)
  }

  private static let readFromDisk = ProgramReader.Headers.besideTheImporter { path in
    SourceFile(name: path, text: try String(contentsOfFile: path, encoding: .utf8))
  }

  func testATypedefOfOneFileIsKnownToTheFilesAfterIt() throws {
    var reader = ProgramReader(knownTypeNames: [])
    let programs = try reader.read(
      [
        SourceFile(name: "a.m", text: "typedef long Meters;\n@interface Ruler : NSObject\n@end\n"),
        SourceFile(name: "b.m", text: "Meters length = 3;\nRuler *ruler = nil;\n"),
      ], headersFirst: false)
    XCTAssertEqual(programs.count, 2)
    XCTAssertEqual(programs[1].statements.count, 2)
    XCTAssertTrue(programs[1].statements.allSatisfy { $0 is DeclarationStatement })
  }

  func testAHeaderIsReadOnceBeforeTheFirstFileThatImportsItAndAFrameworksIsLeftAlone() throws {
    _ = try write("Shape.h", "typedef int Sides;\n@interface Shape : NSObject\n@end\n")
    let first = try write(
      "first.m", "#import <ReactiveObjC/ReactiveObjC.h>\n#import \"Shape.h\"\n#import \"Missing.h\"\nSides a = 3;\n")
    let second = try write("second.m", "#import \"Shape.h\"\nShape *shape = nil;\n")
    var reader = ProgramReader(knownTypeNames: [], headers: Self.readFromDisk)
    let own = try reader.read([first, second], headersFirst: false)
    XCTAssertEqual(
      reader.programs.map { URL(fileURLWithPath: $0.source.name).lastPathComponent },
      ["Shape.h", "first.m", "second.m"])
    XCTAssertEqual(reader.headerPrograms.map(\.name), ["Shape.h"])
    XCTAssertEqual(own.map { URL(fileURLWithPath: $0.source.name).lastPathComponent }, ["first.m", "second.m"])
  }

  func testHeadersFirstReadsEveryFilesHeadersBeforeTheFirstFile() throws {
    _ = try write("Helper.h", "@interface Helper : NSObject\n@end\n")
    _ = try write("Subject.h", "@interface Subject : NSObject\n@end\n")
    let helper = try write("Helper.m", "#import \"Helper.h\"\n@implementation Helper\n@end\n")
    let spec = try write("SubjectSpec.m", "#import \"Subject.h\"\nSubject *subject = nil;\n")
    var reader = ProgramReader(knownTypeNames: [], headers: Self.readFromDisk)
    _ = try reader.read([helper, spec], headersFirst: true)
    XCTAssertEqual(
      reader.programs.map { URL(fileURLWithPath: $0.source.name).lastPathComponent },
      ["Helper.h", "Subject.h", "Helper.m", "SubjectSpec.m"])
  }

  func testAHeaderThatDoesNotParseFailsEveryFileThatImportsIt() throws {
    _ = try write("Broken.h", "@interface Broken : NSObject\n")
    let first = try write("one.m", "#import \"Broken.h\"\n")
    let second = try write("two.m", "#import \"Broken.h\"\n")
    var reader = ProgramReader(knownTypeNames: [], headers: Self.readFromDisk)
    XCTAssertThrowsError(try reader.read(first))
    XCTAssertThrowsError(try reader.read(second)) { error in
      XCTAssertTrue("\(error)".contains("Broken.h"), "\(error)")
    }
  }

  func testAHeadersDefinesHoldInTheImporterFromItsImportLineOnWithItsGuardAndNestedHeaders() throws {
    _ = try write(
      "Base.h", "#ifndef BASE_H\n#define BASE_H\n#define kBase 3\n#define TEMP 1\n#undef TEMP\n#endif\n")
    _ = try write(
      "Config.h",
      "#pragma once\n#import \"Base.h\"\n#define kTimeout (kBase * 10)\n"
        + "#define LOG(fmt, ...) NSLog(@\"[cfg] \" fmt, ##__VA_ARGS__)\n")
    let main = try write(
      "main.m",
      """
      #ifdef kTimeout
      NSLog(@"defined before its import");
      #endif
      #import "Config.h"
      #import "Base.h"
      #if defined(BASE_H) && !defined(TEMP) && kTimeout == 30
      LOG(@"timeout %d", kTimeout);
      #endif
      """)
    let run = SnippetRun.run(paths: [main.name])
    XCTAssertNil(run.error, "\(run.error?.description ?? "")")
    XCTAssertEqual(run.output, ["[cfg] timeout 30"])
  }

  func testEachFileThatImportsAHeaderSeesItsMacrosAndNoOtherFilesMacros() throws {
    _ = try write("Limits.h", "#define kLimit 7\n")
    let first = try write(
      "first.m", "#import \"Limits.h\"\n#define ONLY_FIRST 1\nvoid first(void) { NSLog(@\"%d\", kLimit); }\n")
    let second = try write(
      "second.m",
      "#import \"Limits.h\"\n#ifdef ONLY_FIRST\n#error leaked\n#endif\nint main(void) { first(); NSLog(@\"%d\", kLimit + 1); return 0; }\n"
    )
    let run = SnippetRun.run(paths: [first.name, second.name])
    XCTAssertNil(run.error, "\(run.error?.description ?? "")")
    XCTAssertEqual(run.output, ["7", "8"])
  }

  func testImportingAFolderIsClangsFileNotFoundAtItsName() throws {
    try FileManager.default.createDirectory(
      at: folder.appendingPathComponent("Models"), withIntermediateDirectories: true)
    let main = try write("main.m", "#import <Foundation/Foundation.h>\n#include \"Models\"\nNSLog(@\"x\");\n")
    let run = SnippetRun.run(paths: [main.name])
    XCTAssertEqual(
      run.error.map { "\($0)" }?.replacingOccurrences(of: folder.path + "/", with: ""),
      "main.m:2:10: error: 'Models' file not found: it is a folder\n#include \"Models\"\n         ^")
  }

  func testAHeadersFileScopeVariablesAreSeenByTheFunctionsAndMethodsOfTheFilesThatImportIt() throws {
    _ = try write("Keys.h", "static NSString * const kKey = @\"key\";\nstatic const int kCount = 3;\nint kLimit = 9;\n")
    let main = try write(
      "main.m",
      """
      #import "Keys.h"
      @interface Reader : NSObject
      - (void)read;
      @end
      @implementation Reader
      - (void)read { NSLog(@"method %@ %d", kKey, kCount); }
      @end
      void readKeys(void) { NSLog(@"function %@ %d %d", kKey, kCount, kLimit); }
      int main(void) {
        readKeys();
        [[Reader new] read];
        return 0;
      }
      """)
    let run = SnippetRun.run(paths: [main.name])
    XCTAssertNil(run.error, "\(run.error?.description ?? "")")
    XCTAssertEqual(run.output, ["function key 3 9", "method key 3"])
  }

  /// A header's `extern` declaration names a variable a `.m` file defines: it makes no variable of
  /// the header's, so the importer reads the definition (`ExternalLinkageTests`), never a nil.
  func testAHeadersExternDeclarationIsNoNilVariableOfItsOwn() throws {
    _ = try write("Names.h", "extern NSString * const kName;\n")
    let names = try write("Names.m", "#import \"Names.h\"\nNSString * const kName = @\"ann\";\n")
    let main = try write(
      "main.m",
      "#import \"Names.h\"\nvoid show(void) { NSLog(@\"%@\", kName); }\nint main(void) { show(); return 0; }\n")
    let run = SnippetRun.run(paths: [main.name, names.name])
    XCTAssertNil(run.error, "\(run.error?.description ?? "")")
    XCTAssertEqual(run.output, ["ann"])
  }

  func testAHeaderSeesTheMacrosItsImporterDefinedBeforeTheImportLine() throws {
    _ = try write("Log.h", "#if LOG_LEVEL > 1\n#define LOG(x) NSLog(@\"log %d\", x)\n#else\n#define LOG(x)\n#endif\n")
    let main = try write("main.m", "#define LOG_LEVEL 2\n#import \"Log.h\"\nLOG(3);\nNSLog(@\"end\");\n")
    let run = SnippetRun.run(paths: [main.name])
    XCTAssertNil(run.error, "\(run.error?.description ?? "")")
    XCTAssertEqual(run.output, ["log 3", "end"])
  }
}
