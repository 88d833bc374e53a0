import Foundation
import ObjCInterpreter
import ObjCLibraries
import ObjCWalkthroughs
import RACWalkthroughKit
import Shared
import XCTest

/// Ten thousand inputs no one would write on purpose — random bytes, listings cut short, listings
/// with tokens deleted, duplicated, swapped or inserted — each read and, when it reads, run with
/// small budgets. Nothing may crash, trap or hang; whatever fails must fail with an error at a
/// position inside the file.
final class FuzzTests: LeakCheckedTestCase {
  private static let seedListings: [String] = {
    let folders = ["map", "filter", "collect-v1", "collect-v2", "collect-v3", "credit-subject"]
    var texts: [String] = []
    for folder in folders {
      let url = walkthroughFile(folder)
      for file in ((try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []).sorted()
      where file.hasSuffix(".m") {
        if let text = try? String(contentsOf: url.appendingPathComponent(file), encoding: .utf8) { texts.append(text) }
      }
    }
    texts += [
      #"__block int n = 0; RACSubject *s = [RACSubject subject]; [[s map:^id(id x) { n++; return @(n); }] subscribeNext:^(id x) { NSLog(@"%@ %d", x, n); }]; [s sendNext:@1];"#,
      #"@interface A : NSObject @property (nonatomic) int v; @end @implementation A - (int)twice { return self.v * 2; } @end A *a = [A new]; a.v = 3; NSLog(@"%d", [a twice]);"#,
      #"for (int i = 0; i < 3; i++) { switch (i) { case 0: break; default: NSLog(@"%d", i); } } NSLog(@"%@", @{@"k": @[@1, @2.5]});"#,
    ]
    return texts
  }()

  private static let vocabulary = [
    "{", "}", "(", ")", "[", "]", "^", "@", ";", ",", "...", "\"", "'", "@\"", "nil", "self", "super", "id", "int",
    "return", "if", "else", "for", "while", "@end", "@interface", "@implementation", "*", "&", ":", "=", "==", "?",
    "#define", "#if", "@[", "@{", "@(", "[RACSignal never]", "__block", "__weak", "typeof(self)", "\n", "0x", "1e",
    "%@", "%d", "%s", "%n", "NSLog(", "RACObserve(", "RAC(", "@weakify(", "/*", "//", "\\", "输出:", "\u{0}",
    // Declarations as headers write them (a qualifier after `*` once hung the parser).
    "const", "static", "extern", "NSString", "_Nullable", "__kindof", "unsigned", "typedef", "NS_ENUM(",
    "FOUNDATION_EXPORT", "NS_FORMAT_FUNCTION(1,2)",
  ]

  func testTenThousandMalformedInputsNeverCrashOrHang() {
    // Mutated listings are arbitrary programs: many keep objects alive as RAC would (a subject
    // that never completes under a map:, a block that keeps self), so no count is asserted here.
    expectsLeakedObjects = true
    var generator = SplitMix64(seed: 20_261_123)
    let limits = Interpreter.Limits(maxSteps: 5_000, maxSeconds: 2, maxVirtualSeconds: 30, maxDepth: 200)
    var parsed = 0
    var ran = 0
    for round in 0..<10_000 {
      let text = Self.mutant(round: round, generator: &generator)
      let source = SourceFile(name: "fuzz.m", text: text)
      let snippet: ObjCSnippet
      do {
        snippet = try ObjCSnippet(files: [source], limits: limits, natives: .walkthroughs)
      } catch let error as ObjCError {
        XCTAssertGreaterThanOrEqual(error.location.line, 1)
        XCTAssertLessThanOrEqual(error.location.line, max(1, source.lineCount), "round \(round)")
        continue
      } catch {
        XCTFail("round \(round): unexpected \(error)")
        continue
      }
      parsed += 1
      _ = WalkthroughRun.replay(snippet.walkthrough(name: "fuzz.m"), recordingTrace: round % 100 == 0)
      if let error = snippet.lastError {
        XCTAssertGreaterThanOrEqual(error.location.line, 1, "round \(round)")
      }
      ran += 1
    }
    XCTAssertGreaterThan(parsed, 200, "the mutants should not all be unreadable")
    XCTAssertGreaterThan(ran, 2_000, "a good share of the inputs should get as far as running")
  }

  /// Constructs nested or chained at random depths, up to far past every limit (issue 25's stack
  /// overflows), and the native calls that would make gigabytes in one go (its memory bombs, the
  /// ones that allocate once: the doubling loops run under a hard cap in `CommandLineBudgetTests`).
  /// Whatever they do, they stop with an error at a position in the file, or run.
  func testDeepNestingAndResourceBombsNeverCrash() {
    expectsLeakedObjects = true
    var generator = SplitMix64(seed: 25)
    let limits = Interpreter.Limits(
      maxSteps: 20_000, maxSeconds: 2, maxVirtualSeconds: 30, maxDepth: 200, maxMemory: 32 << 20)
    func nested(_ depth: Int, _ kind: UInt64) -> String {
      let operators = ["+", "-", "*", "&&", "||", "|", "<<", "==", ",", "<"]
      switch kind % 14 {
      case 0:
        return "int x = " + String(repeating: "(", count: depth) + "1" + String(repeating: ")", count: depth) + ";"
      case 1: return "int x = 1" + String(repeating: " \(operators[depth % operators.count]) 1", count: depth) + ";"
      case 2:
        return "int x = " + String(repeating: "1 ? ", count: depth) + "1" + String(repeating: " : 0", count: depth)
          + ";"
      case 3: return "int a = 0;\n" + String(repeating: "a = ", count: depth) + "1;"
      case 4: return "id s = @\"x\";\nid y = s" + String(repeating: ".length", count: depth) + ";"
      case 5: return "id b = " + String(repeating: "^{ ", count: depth) + String(repeating: "}", count: depth) + ";"
      case 6: return "int x = " + String(repeating: "-", count: depth) + "1;"
      case 7: return String(repeating: "if (1) ", count: depth) + "NSLog(@\"a\");"
      case 8: return String(repeating: "{", count: depth) + String(repeating: "}", count: depth)
      case 9:
        return "#if " + String(repeating: "(", count: depth) + "1" + String(repeating: ")", count: depth) + "\n#endif"
      case 10: return "int " + String(repeating: "*", count: depth) + "p = 0;"
      case 11: return "id a = @[];\nid b = a" + String(repeating: "[0]", count: depth) + ";"
      case 12: return "int x = " + String(repeating: "(int)", count: depth) + "1;"
      default:
        return "id x = " + String(repeating: "@[", count: depth) + "@1" + String(repeating: "]", count: depth) + ";"
      }
    }
    let bombs = [
      "printf(\"%.2000000000f\\n\", 1.0);", "NSLog(@\"%2000000000d\", 1);",
      "NSLog(@\"%@\", [NSString stringWithFormat:@\"%*d\", 2000000000, 1]);",
      "NSLog(@\"%@\", [@\"\" stringByPaddingToLength:2000000000 withString:@\"a\" startingAtIndex:0]);",
      "NSMutableArray *a = [NSMutableArray array]; [a addObject:a]; NSLog(@\"%@\", a);",
      "NSString *s = [@\"\" stringByPaddingToLength:1000000 withString:@\"1\" startingAtIndex:0]; NSLog(@\"%f\", s.doubleValue);",
      "NSMutableString *s = [NSMutableString stringWithString:@\"ab\"]; for (int i = 0; i < 40; i++) { [s appendString:s]; }",
    ]
    for round in 0..<120 {
      let depth = [1, 2, 10, 100, 255, 256, 257, 999, 1_001, 3_000][Int(generator.next() % 10)]
      let text =
        round % 4 == 3
        ? bombs[Int(generator.next() % UInt64(bombs.count))] : nested(depth, generator.next())
      let source = SourceFile(name: "deep.m", text: text)
      do {
        let snippet = try ObjCSnippet(files: [source], limits: limits, natives: .walkthroughs)
        _ = WalkthroughRun.replay(snippet.walkthrough(name: "deep.m"), recordingTrace: round % 8 == 0)
        if let error = snippet.lastError {
          XCTAssertTrue((1...source.lineCount).contains(error.location.line), "round \(round): \(error)")
        }
      } catch let error as ObjCError {
        XCTAssertTrue((1...source.lineCount).contains(error.location.line), "round \(round): \(error)")
      } catch {
        XCTFail("round \(round): unexpected \(error)")
      }
    }
  }

  /// Statements that read and resolve, with arguments drawn at random: they reach the interpreter,
  /// the bridge and the core with values of every kind, right and wrong.
  private static let templates = [
    "RACSubject *s%n = [RACSubject subject];", "[s%n sendNext:%v];", "[s%n sendCompleted];",
    "[s%n sendError:[NSError errorWithDomain:@\"D\" code:%i userInfo:nil]];",
    "[[s%n map:^id(id x) { return %v; }] subscribeNext:^(id x) { NSLog(@\"%@\", x); }];",
    "[[s%n filter:^BOOL(id x) { return %v != nil; }] subscribeCompleted:^{ NSLog(@\"done\"); }];",
    "[[s%n flattenMap:^RACStream *(id x) { return %v; }] subscribeNext:^(id x) {}];",
    "[[s%n take:%i] subscribeNext:^(id x) { NSLog(@\"%d\", [x intValue]); }];",
    "[[[s%n collect] map:^id(NSArray *a) { return @(a.count); }] subscribeNext:^(id x) { NSLog(@\"%@\", x); }];",
    "[[RACSignal combineLatest:@[s%n, s%n] reduce:^(id a, id b) { return a ?: b; }] subscribeNext:^(id x) {}];",
    "[[s%n delay:%i] subscribeNext:^(id x) {}];", "NSLog(@\"%d %@ %s\", %i, %v, \"c\");",
    "[[[RACSignal interval:%i onScheduler:[RACScheduler scheduler]] take:%i] subscribeNext:^(id x) {}];",
    "id v%n = %v; NSLog(@\"%@\", [v%n description]);", "NSArray *a%n = @[%v, %v]; NSLog(@\"%@\", a%n[%i]);",
    "[[RACScheduler mainThreadScheduler] afterDelay:%i schedule:^{ NSLog(@\"later\"); }];",
    "[%v subscribeNext:^(id x) {}];", "[[s%n switchToLatest] subscribeNext:^(id x) {}];",
    "[[s%n retry:%i] subscribeNext:^(id x) {}];",
    "[[s%n timeout:%i onScheduler:[RACScheduler mainThreadScheduler]] subscribeError:^(NSError *e) { NSLog(@\"%@\", e); }];",
  ]
  private static let values = [
    "nil", "@1", "@\"text\"", "@[]", "@{}", "@(-1)", "[RACSignal return:@2]", "[RACSignal empty]", "[RACSignal never]",
    "[RACSignal error:nil]", "@YES", "[NSNull null]", "@[@1, @2]", "RACTuplePack(@1, nil)", "[NSObject new]",
  ]

  private static func generatedProgram(generator: inout SplitMix64) -> String {
    let count = 2 + Int(generator.next() % 8)
    var lines = ["RACSubject *s0 = [RACSubject subject];"]
    for _ in 0..<count {
      var line = templates[Int(generator.next() % UInt64(templates.count))]
      while let range = line.range(of: "%v") {
        line.replaceSubrange(range, with: values[Int(generator.next() % UInt64(values.count))])
      }
      while let range = line.range(of: "%i") {
        line.replaceSubrange(range, with: ["0", "1", "3", "-1", "1000000"][Int(generator.next() % 5)])
      }
      line = line.replacingOccurrences(of: "%n", with: "0")
      lines.append(line)
    }
    return lines.joined(separator: "\n")
  }

  private static func mutant(round: Int, generator: inout SplitMix64) -> String {
    if round % 10 >= 7 { return generatedProgram(generator: &generator) }
    if round % 10 == 5 {
      let length = Int(generator.next() % 300)
      var scalars = String.UnicodeScalarView()
      for _ in 0..<length {
        let value = UInt32(generator.next() % 0x3000)
        scalars.append(Unicode.Scalar(value) ?? "?")
      }
      return String(scalars)
    }
    var characters = Array(seedListings[Int(generator.next() % UInt64(seedListings.count))])
    let edits = 1 + Int(generator.next() % 4)
    for _ in 0..<edits where !characters.isEmpty {
      let position = Int(generator.next() % UInt64(characters.count))
      switch generator.next() % 5 {
      case 0: characters = Array(characters[..<position])
      case 1:
        let end = min(characters.count, position + 1 + Int(generator.next() % 40))
        characters.removeSubrange(position..<end)
      case 2:
        let end = min(characters.count, position + 1 + Int(generator.next() % 60))
        characters.insert(contentsOf: characters[position..<end], at: position)
      case 3:
        let word = vocabulary[Int(generator.next() % UInt64(vocabulary.count))]
        characters.insert(contentsOf: " \(word) ", at: position)
      default:
        let other = Int(generator.next() % UInt64(characters.count))
        characters.swapAt(position, other)
      }
    }
    return String(characters)
  }
}
