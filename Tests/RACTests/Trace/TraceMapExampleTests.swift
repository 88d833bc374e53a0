import Foundation
import XCTest

@testable import RAC

/// The whole trace of the map example of ReactiveCocoa2-5修炼 (二) (seeds/003): `signal` sends "ABC";
/// `mappedSignalA = [signal map:…]` maps it to its length; `mappedSignalA` is subscribed, then
/// `signal`. The post walks through what happens in 12 numbered steps; the trace must show them in
/// that order, and the whole outline is pinned against a golden copy.
final class TraceMapExampleTests: RACTestCase {
  private func recordMapExample() -> Trace {
    Tracing.record {
      RACTestScheduler.runAsMainThread { _ in
        let signal = RACSignal.createSignal { subscriber in
          subscriber.sendNext("ABC")
          return nil
        }
        signal.traceLabel = "signal"
        let mappedSignalA = signal.map { value in
          NSNumber(value: (value as? String)?.count ?? 0)
        }
        mappedSignalA.traceLabel = "mappedSignalA"
        mappedSignalA.subscribeNext { x in Tracing.output("class-\(Self.className(x)),value-\(BindTestLog.text(x))") }
        signal.subscribeNext { x in Tracing.output("class-\(Self.className(x)),value-\(BindTestLog.text(x))") }
      }
    }
  }

  private static func className(_ value: Any?) -> String {
    switch value {
    case is NSNumber: return "NSNumber"
    case is String: return "NSString"
    default: return "nil"
    }
  }

  /// A call as "owner-name block", or an output line as "> line".
  private func steps(of trace: Trace) -> [(key: String, event: TraceEvent)] {
    trace.events.compactMap { event in
      switch event.phase {
      case .enter: return ("\(event.owner?.name ?? "") \(event.block)", event)
      case .output: return ("> \(event.argument("line") ?? "")", event)
      case .exit, .note, .line: return nil
      }
    }
  }

  func testTraceContainsThePostsTwelveStepsInOrder() {
    let trace = recordMapExample()
    let expected: [(step: String, key: String)] = [
      ("1. mappedSignalA's didSubscribe runs", "mappedSignalA didSubscribe"),
      ("2. bindingBlock = block()", "mappedSignalA block"),
      ("2. block is A_Block_That_Return_A_RACStreamBindBlock", "signal A_Block_That_Return_A_RACStreamBindBlock"),
      ("3. [self subscribeNext:…] on signal", "signal -subscribeNext:error:completed:"),
      ("4. bindingBlock(x, &stop)", "mappedSignalA bindingBlock"),
      ("4. bindingBlock is bindBlock", "signal bindBlock"),
      ("5. block(value) is innerBlock", "signal innerBlock"),
      ("6. the map block returns @(3)", "signal block"),
      ("6./7. [class return:@(3)]", " +return:"),
      ("9. addSignal(signal)", "mappedSignalA addSignal"),
      ("10. RACReturnSignal's -subscribe:", "+return: 3 -subscribe:"),
      ("11. addSignal's next block: [subscriber sendNext:@(3)]", "mappedSignalA addSignal next"),
      ("12. mappedSignalA's subscriber prints", "> class-NSNumber,value-3"),
      ("then signal's own subscriber", "> class-NSString,value-ABC"),
    ]
    let recorded = steps(of: trace)
    var position = recorded.startIndex
    var found: [String: TraceEvent] = [:]
    for (step, key) in expected {
      guard let index = recorded[position...].firstIndex(where: { $0.key == key }) else {
        XCTFail("step \"\(step)\" (\(key)) not found after \(recorded[max(0, position - 1)].key)")
        return
      }
      found[key] = recorded[index].event
      position = index + 1
    }

    // 4: the binding block is called with "ABC"; 6: the user block returns 3 and +return: gets 3;
    // 8: back in bind, the binding block's result is the RACReturnSignal holding 3.
    XCTAssertEqual(found["mappedSignalA bindingBlock"]?.argument("value"), "\"ABC\"")
    XCTAssertEqual(found["signal block"].flatMap { trace.exit(of: $0)?.result }, "3")
    XCTAssertEqual(found[" +return:"]?.argument("value"), "3")
    let bindingBlockResult = found["mappedSignalA bindingBlock"].flatMap { trace.exit(of: $0)?.result }
    XCTAssertEqual(bindingBlockResult, found[" +return:"].flatMap { trace.exit(of: $0)?.result })
    XCTAssertTrue(bindingBlockResult?.hasPrefix("<RACReturnSignal#") == true, bindingBlockResult ?? "nil")
    XCTAssertEqual(found["mappedSignalA addSignal"]?.argument("signal"), bindingBlockResult)
    XCTAssertEqual(found["mappedSignalA addSignal next"]?.argument("x"), "3")
    XCTAssertEqual(trace.output, ["class-NSNumber,value-3", "class-NSString,value-ABC"])
  }

  func testEveryCallOfTheMapExampleReturnsOnItsOwnThreadAtItsOwnDepth() {
    let trace = recordMapExample()
    XCTAssertEqual(trace.events.filter { $0.phase == .exit }.count, trace.calls.count)
    for call in trace.calls {
      let exit = trace.exit(of: call)
      XCTAssertNotNil(exit, "\(call.block) never returned")
      XCTAssertEqual(exit?.depth, call.depth, call.block)
      XCTAssertEqual(exit?.thread, call.thread, call.block)
    }
  }

  func testWholeOutlineOfTheMapExampleMatchesTheGoldenCopy() {
    let outline = recordMapExample().outline()
    XCTAssertEqual(outline, Self.golden)
    if outline != Self.golden { print(outline) }
  }

  /// Read against the post: step 1 is mappedSignalA's `didSubscribe`, 2 `block()` →
  /// `A_Block_That_Return_A_RACStreamBindBlock`, 3 signal's `-subscribeNext:error:completed:`, 4
  /// `bindingBlock` → `bindBlock`, 5 `innerBlock`, 6–7 the map block's 3 and `+return:`, 8 the
  /// `RACReturnSignal` the binding block returns, 9 `addSignal`, 10 its `-subscribe:`, 11 `addSignal
  /// next`, 12 the printed line. Then the subscriptions end because no one keeps their subscribers
  /// (behaviour §4.1), and signal's own subscriber prints "ABC".
  private static let golden = """
    +createSignal:() -> <RACDynamicSignal#1 "+createSignal:">
    RACDynamicSignal#1 "signal" -map:() -> <RACDynamicSignal#2 "[signal] -map:">
      RACDynamicSignal#1 "signal" -flattenMap:() -> <RACDynamicSignal#2 "[signal] -flattenMap:">
        RACDynamicSignal#1 "signal" -bind:() -> <RACDynamicSignal#2 "[signal] -bind:">
          +createSignal:() -> <RACDynamicSignal#2 "+createSignal:">
    RACDynamicSignal#2 "mappedSignalA" -subscribeNext:() -> <RACCompoundDisposable#19>
      RACDynamicSignal#2 "mappedSignalA" -subscribe:(subscriber: <RACSubscriber#3>) -> <RACCompoundDisposable#19>
        RACSubscriptionScheduler#4 "com.ReactiveCocoa.RACScheduler.subscriptionScheduler" scheduledBlock()
          RACDynamicSignal#2 "mappedSignalA" didSubscribe(subscriber: <RACPassthroughSubscriber#5 "→ mappedSignalA">) -> <RACCompoundDisposable#18 "compoundDisposable">
            RACDynamicSignal#2 "mappedSignalA" block() -> <block>
              RACDynamicSignal#1 "signal" A_Block_That_Return_A_RACStreamBindBlock() -> <block>
            RACDynamicSignal#1 "signal" -subscribeNext:error:completed:() -> <RACCompoundDisposable#14>
              RACDynamicSignal#1 "signal" -subscribe:(subscriber: <RACSubscriber#6 "-bind: subscriber of self">) -> <RACCompoundDisposable#14>
                RACSubscriptionScheduler#4 "com.ReactiveCocoa.RACScheduler.subscriptionScheduler" scheduledBlock()
                  RACDynamicSignal#1 "signal" didSubscribe(subscriber: <RACPassthroughSubscriber#7 "→ signal">) -> nil
                    RACPassthroughSubscriber#7 "→ signal" -sendNext:(value: "ABC")
                      RACSubscriber#6 "-bind: subscriber of self" -sendNext:(value: "ABC")
                        RACSubscriber#6 "-bind: subscriber of self" nextBlock(x: "ABC")
                          RACDynamicSignal#2 "mappedSignalA" bind next(x: "ABC")
                            RACDynamicSignal#2 "mappedSignalA" bindingBlock(value: "ABC") -> <RACReturnSignal#8 "+return: 3">
                              RACDynamicSignal#1 "signal" bindBlock(value: "ABC") -> <RACReturnSignal#8 "+return: 3">
                                RACDynamicSignal#1 "signal" block(value: "ABC") -> <RACReturnSignal#8 "+return: 3">
                                  RACDynamicSignal#1 "signal" innerBlock(value: "ABC") -> <RACReturnSignal#8 "+return: 3">
                                    RACDynamicSignal#1 "signal" block(value: "ABC") -> 3
                                    +return:(value: 3) -> <RACReturnSignal#8 "+return: 3">
                            RACDynamicSignal#2 "mappedSignalA" addSignal(signal: <RACReturnSignal#8 "+return: 3">)
                              RACReturnSignal#8 "+return: 3" -subscribeNext:error:completed:() -> nil
                                RACReturnSignal#8 "+return: 3" -subscribe:(subscriber: <RACSubscriber#10 "addSignal: subscriber of signal">) -> nil
                                  RACSubscriptionScheduler#4 "com.ReactiveCocoa.RACScheduler.subscriptionScheduler" scheduledBlock()
                                    RACSubscriber#10 "addSignal: subscriber of signal" -sendNext:(value: 3)
                                      RACSubscriber#10 "addSignal: subscriber of signal" nextBlock(x: 3)
                                        RACDynamicSignal#2 "mappedSignalA" addSignal next(x: 3)
                                          RACPassthroughSubscriber#5 "→ mappedSignalA" -sendNext:(value: 3)
                                            RACSubscriber#3 -sendNext:(value: 3)
                                              RACSubscriber#3 nextBlock(x: 3)
                                                > class-NSNumber,value-3
                                    RACSubscriber#10 "addSignal: subscriber of signal" -sendCompleted()
                                      RACCompoundDisposable#11 -dispose(disposables: [<RACDisposable#12>])
                                        RACDisposable#12 disposeBlock()
                                      RACSubscriber#10 "addSignal: subscriber of signal" completedBlock()
                                        RACDynamicSignal#2 "mappedSignalA" addSignal completed()
                                          RACDynamicSignal#2 "mappedSignalA" completeSignal(signal: <RACReturnSignal#8 "+return: 3">, finishedDisposable: <RACSerialDisposable#13 "selfDisposable (addSignal)">)
              RACSubscriber#6 "-bind: subscriber of self" -dealloc()
                RACCompoundDisposable#15 -dispose(disposables: [<RACDisposable#16>, <RACCompoundDisposable#14>])
                  RACDisposable#16 disposeBlock()
                  RACCompoundDisposable#14 -dispose(disposables: [<RACDisposable#17>])
                    RACDisposable#17 disposeBlock()
      RACSubscriber#3 -dealloc()
        RACCompoundDisposable#20 -dispose(disposables: [<RACDisposable#21>, <RACCompoundDisposable#19>])
          RACDisposable#21 disposeBlock()
          RACCompoundDisposable#19 -dispose(disposables: [<RACDisposable#22>, <RACCompoundDisposable#18 "compoundDisposable">])
            RACDisposable#22 disposeBlock()
            RACCompoundDisposable#18 "compoundDisposable" -dispose(disposables: [<RACSerialDisposable#9 "selfDisposable">])
              RACSerialDisposable#9 "selfDisposable" -dispose(disposable: <RACCompoundDisposable#14>)
    RACDynamicSignal#1 "signal" -subscribeNext:() -> <RACCompoundDisposable#25>
      RACDynamicSignal#1 "signal" -subscribe:(subscriber: <RACSubscriber#23>) -> <RACCompoundDisposable#25>
        RACSubscriptionScheduler#4 "com.ReactiveCocoa.RACScheduler.subscriptionScheduler" scheduledBlock()
          RACDynamicSignal#1 "signal" didSubscribe(subscriber: <RACPassthroughSubscriber#24 "→ signal">) -> nil
            RACPassthroughSubscriber#24 "→ signal" -sendNext:(value: "ABC")
              RACSubscriber#23 -sendNext:(value: "ABC")
                RACSubscriber#23 nextBlock(x: "ABC")
                  > class-NSString,value-ABC
      RACSubscriber#23 -dealloc()
        RACCompoundDisposable#26 -dispose(disposables: [<RACDisposable#27>, <RACCompoundDisposable#25>])
          RACDisposable#27 disposeBlock()
          RACCompoundDisposable#25 -dispose(disposables: [<RACDisposable#28>])
            RACDisposable#28 disposeBlock()
    """
}
