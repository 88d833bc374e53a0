import ObjCInterpreter
import ObjCLibraries
import ObjCWalkthroughs
import RACWalkthroughKit
import XCTest

/// The forms in which posts say what a listing prints, each read on a line or a post written here:
/// the sentence that announces a block, a label line, a block's kind, and a listing's own labels.
final class PostOutputFormsTests: LeakCheckedTestCase {
  func testSentencesThatAnnounceOutputAreToldFromProse() {
    let announcing = [
      "在上述代码执行时，会在控制台中打印出以下内容：", "运行后输出如下", "打印结果如下:", "This prints:",
      "Run it and the console logs the following (order may vary):", "The output is as follows.",
      "这段代码的执行结果如下(也可能不一样)：",
    ]
    let prose = ["先看代码：", "Here is the listing:", "输出一个信号的方法很多", "We print the map: block later."]
    XCTAssertEqual(announcing.filter(OutputAnnouncement.announces), announcing)
    XCTAssertEqual(prose.filter(OutputAnnouncement.announces), [])
  }

  func testLabelLinesGiveWhatFollowsTheirColon() {
    let lines = ["结果：2", "输出:", "打印结果: a b", "Output:", "Console: 1", "// not: output", "[x output:1];"]
    XCTAssertEqual(
      lines.map { OutputAnnouncement.label(in: $0).map { "\($0.label)|\($0.rest)" } ?? "-" },
      ["结果|2", "输出|", "打印结果|a b", "Output|", "Console|1", "-", "-"])
  }

  /// A block fenced `objectivec` that holds NSLog lines, announced, is output; one that holds code
  /// is code however it is announced; a block without a language, or marked `vim` (no code
  /// language), is code when it reads as code; a block of NSLog's lines alone is output however
  /// it is marked.
  func testABlockIsOutputOrCodeByItsLanguageItsAnnouncementAndItsLines() {
    let post = """
      ```objectivec
      NSLog(@"%@", @1);
      ```
      打印出以下内容：
      ```objectivec
      2015-01-01 12:00:00.000 App[123:4567] 1
      ```
      Then the output is:
      ```objectivec
      [signal subscribeNext:^(id x) {}];
      ```
      ```
      RACSignal *s = [RACSignal return:@1];
      ```
      ```
      [com.ReactiveCocoa.RACScheduler.mainThreadScheduler] 1
      ```
      ```console
      1
      ```
      ```vim
      <RACTuple: 0x600000a1c2e0> (
          1,
          2
      )
      ```
      ```vim
      [signal subscribeNext:^(id x) {}];
      ```
      ```swift
      let x = 1
      ```
      ```objectivec
      2016-05-01 10:00:00.000 Demo[321:9876] <RACTuple: 0x600000a1c2e0> (
          1,
          2
      )
      2016-05-01 10:00:00.001 Demo[321:9876] done
      ```
      """
    XCTAssertEqual(
      PostListings.extract(from: post).map(\.kind.rawValue),
      ["code", "output", "code", "code", "output", "output", "output", "code", "code", "output"])
  }

  /// A `<pre>` of the numbers 1 to N beside a code box is its gutter, left out (marked so, or with
  /// the code's `<pre>` right after it); a `<pre>` of printed numbers after prose is output, 1 to N
  /// included.
  func testAPreOfPrintedNumbersIsOutputNotAGutter() {
    let page = """
      <figure class="highlight objc"><table><tr><td class="gutter"><pre>1
      2</pre></td><td class="code"><pre>NSLog(@"%d", 3);
      NSLog(@"%d", 1);</pre></td></tr></table></figure>
      <p>This prints:</p>
      <pre>3
      1</pre>
      <table><tr><td><pre>1</pre></td><td><pre>NSLog(@"%d", 1);
      NSLog(@"%d", 2);</pre></td></tr></table>
      <p>And this:</p>
      <pre>1
      2</pre>
      """
    let listings = PostListings.extract(from: page)
    XCTAssertEqual(listings.map(\.kind.rawValue), ["code", "output", "code", "output"])
    XCTAssertEqual(
      listings.map(\.lines),
      [
        ["NSLog(@\"%d\", 3);", "NSLog(@\"%d\", 1);"], ["3", "1"], ["NSLog(@\"%d\", 1);", "NSLog(@\"%d\", 2);"],
        ["1", "2"],
      ])
  }

  /// `结果:` on a line of the listing's own box, `// 输出:` and `// =>` comments: the listing states
  /// its output.
  func testAListingStatesItsOutputWithChineseLabelsAndArrowComments() throws {
    let labelled = try ObjCSnippet(
      files: [SourceFile(name: "a.m", text: "NSLog(@\"%d\", 1);\nNSLog(@\"%d\", 2);\n结果：\n1\n2\n")])
    XCTAssertEqual(labelled.expectedOutput, ["1", "2"])
    let commented = try ObjCSnippet(
      files: [SourceFile(name: "b.m", text: "NSLog(@\"%d\", 1); // 输出: 1\nNSLog(@\"%d\", 2); // 输出：2\n")])
    XCTAssertEqual(commented.expectedOutput, ["1", "2"])
    let arrows = try ObjCSnippet(files: [SourceFile(name: "c.m", text: "NSLog(@\"%d\", 3); // => 3\n")])
    XCTAssertEqual(arrows.expectedOutput, ["3"])
    let plain = try ObjCSnippet(files: [SourceFile(name: "d.m", text: "NSLog(@\"%d\", 3); // the result\n")])
    XCTAssertNil(plain.expectedOutput)
    let remark = try ObjCSnippet(
      files: [SourceFile(name: "e.m", text: "// print the value:\n// then more words\nNSLog(@\"%d\", 3);\n")])
    XCTAssertNil(remark.expectedOutput, "a remark ending in a colon is no label")
  }

  /// NSLog's lines pasted into the listing's box after its code (after a `///打印` remark, or none):
  /// the reader stops at the first, and they are the output the listing states, prefixes and all;
  /// a line that only starts with a number is code.
  func testNSLogLinesPastedAfterTheCodeAreItsStatedOutput() throws {
    let text = """
      - (void)publishDemo {
          RACSignal *source = [RACSignal createSignal:^RACDisposable *(id<RACSubscriber> subscriber) {
              NSLog(@"request");
              [subscriber sendNext:@"data"];
              return nil;
          }];
          RACMulticastConnection *connection = [source publish];
          [connection.signal subscribeNext:^(id x) { NSLog(@"A:%@", x); }];
          [connection.signal subscribeNext:^(id x) { NSLog(@"B:%@", x); }];
          [connection connect];
      }
      ///打印
      2021-05-06 10:11:12.345678+0800 Demo[1626:631230] request
      2021-05-06 10:11:12.345701+0800 Demo[1626:631230] A:data
      2021-05-06 10:11:12.345722+0800 Demo[1626:631230] B:data
      """
    let snippet = try ObjCSnippet(files: [SourceFile(name: "publish.m", text: text)], natives: .walkthroughs)
    XCTAssertEqual(
      snippet.expectedOutput,
      [
        "2021-05-06 10:11:12.345678+0800 Demo[1626:631230] request",
        "2021-05-06 10:11:12.345701+0800 Demo[1626:631230] A:data",
        "2021-05-06 10:11:12.345722+0800 Demo[1626:631230] B:data",
      ])
    XCTAssertEqual(
      WalkthroughRun.replay(snippet.walkthrough(name: "publish.m"), recordingTrace: false).outputLines,
      ["request", "A:data", "B:data"])
    let arithmetic = try ObjCSnippet(
      files: [
        SourceFile(name: "n.m", text: "int year = 2021;\nint days =\n2021-05-06 + year;\nNSLog(@\"%d\", days);\n")
      ],
      natives: .walkthroughs)
    XCTAssertNil(arithmetic.expectedOutput)
    XCTAssertEqual(
      WalkthroughRun.replay(arithmetic.walkthrough(name: "n.m"), recordingTrace: false).outputLines, ["4031"])
  }

  /// `// prints "search for rac" once, after half a second`: a comment that starts with a word of
  /// printing and quotes what is printed states those lines (straight or curly quotes), the words
  /// around them aside; a comment of such words that quotes nothing states nothing.
  func testACommentThatQuotesWhatIsPrintedStatesTheQuotedLines() throws {
    let quoted = try ObjCSnippet(
      files: [
        SourceFile(
          name: "g.m",
          text: """
            NSLog(@"search for %@", @"rac"); // prints "search for rac" once, after half a second
            NSLog(@"A"); NSLog(@"B"); // Logs “A”, then “B”.
            """)
      ])
    XCTAssertEqual(quoted.expectedOutput, ["search for rac", "A", "B"])
    let unquoted = try ObjCSnippet(
      files: [SourceFile(name: "h.m", text: "NSLog(@\"%d\", 3); // prints the number three\n")])
    XCTAssertNil(unquoted.expectedOutput)
    let prose = try ObjCSnippet(
      files: [SourceFile(name: "i.m", text: "NSLog(@\" %d\", 13); // prints one result, \" 13\", then ends\n")])
    XCTAssertNil(prose.expectedOutput, "a quote later in a sentence is prose, not the output")
  }

  /// A listing with both a block (`// Outputs:` then a line each) and one-line labels beside its
  /// statements: the block is the whole output, compared line by line.
  func testABlockOfOutputWinsOverOneLineLabels() throws {
    let text = """
      NSLog(@"a b"); // print: a b
      NSLog(@"c");
      // Outputs:
      // a b
      // c
      """
    let snippet = try ObjCSnippet(files: [SourceFile(name: "f.m", text: text)])
    XCTAssertEqual(snippet.expectedOutput, ["a b", "c"])
    XCTAssertFalse(snippet.expectedOutputIsInline)
  }

  /// The output after a listing: the output blocks up to the next code listing, joined in order,
  /// else a `结果:` line within the first prose lines after it; a later block after another code
  /// listing is that listing's.
  func testTheOutputAfterAListingIsTheNextOutputBlockOrALabelLine() {
    let post = """
      ```objc
      NSLog(@"a");
      ```
      结果：a
      ```objc
      NSLog(@"b");
      ```
      Some words.

      ```objc
      NSLog(@"c");
      ```
      ```
      c
      ```

      and, after a remark, the rest of the same run:

      ```
      d
      ```
      """
    let reading = PostListings.read(post)
    XCTAssertEqual(
      reading.listings.indices.map { StatedOutput.after(listingAt: $0, in: reading)?.lines ?? [] },
      [["a"], [], ["c", "d"], [], []])
    XCTAssertEqual(StatedOutput.after(listingAt: 2, in: reading)?.place, "the blocks at lines 14, 20")
  }

  /// Markdown's indented block is a listing (code when it reads as code, else output), but not a
  /// list item's indented continuation; an output quoted as a block quote after a label is the
  /// quoted lines.
  func testIndentedBlocksAreListingsAndQuotedOutputLosesItsMarker() {
    let post = """
      The code:

          RACSignal *s = [RACSignal return:@1];
          [s subscribeNext:^(id x) { NSLog(@"%@", x); }];

      The console shows:

          1

      - a list item

          still the list item, indented

      ```objc
      NSLog(@"ab");
      ```
      Output:
      > ab
      """
    let reading = PostListings.read(post)
    XCTAssertEqual(reading.listings.map(\.kind), [.code, .output, .code])
    XCTAssertEqual(reading.listings.map(\.startLine), [3, 8, 15])
    XCTAssertEqual(reading.listings[0].lines.first, "RACSignal *s = [RACSignal return:@1];")
    XCTAssertEqual(StatedOutput.after(listingAt: 0, in: reading)?.lines, ["1"])
    XCTAssertEqual(StatedOutput.after(listingAt: 2, in: reading)?.lines, ["ab"])
  }

  /// A sentence right after a listing states its printed lines in code spans when nothing but
  /// joiners follows its verb; a sentence that says more after the verb states nothing.
  func testASentenceOfCodeSpansAfterAListingStatesEachSpanAsALine() {
    let sentences = [
      "This prints only `search: rea`.",
      "It logs `1`, `2` and `3` to the console.",
      "会依次打印 `a`、`b`",
      "It logs `next` for each value it gets.",
      "The `map:` block prints nothing.",
      "Here `x` prints.",
    ]
    XCTAssertEqual(
      sentences.map { StatedOutput.inline(in: ["", $0])?.lines ?? [] },
      [["search: rea"], ["1", "2", "3"], ["a", "b"], [], [], []])
    XCTAssertEqual(StatedOutput.inline(in: ["This prints `1`."])?.place, "prints: after it")
  }
}
