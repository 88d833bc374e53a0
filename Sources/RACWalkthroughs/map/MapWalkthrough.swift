import RAC
import RACWalkthroughKit

import class Foundation.NSNumber

/// ReactiveCocoa2-5修炼 (二), "Map操作": map a signal that sends @"ABC" to its length, subscribe to
/// the mapped signal and then to the original one. The post prints the two NSLog lines and walks
/// through the 12 steps that happen inside `bind:` when `mappedSignalA` is subscribed.
let mapWalkthrough = Walkthrough(
  name: "map",
  title: "map: → flattenMap: → bind:, the 12 steps of subscribing to mappedSignalA",
  post: "003_83099b5ef2c47d05.txt"
) { _ in
  // RACSignal *signal = [RACSignal createSignal:^RACDisposable *(id<RACSubscriber> subscriber) {
  let signal = RACSignal.createSignal { subscriber in
    subscriber.sendNext("ABC")
    return nil
  }.traced(as: "signal")

  // RACSignal *mappedSignalA = [signal map:^id(id value) { … return @(text.length); }];
  let mappedSignalA = signal.map { value in
    let text = value as? String ?? ""
    return NSNumber(value: text.count)
  }.traced(as: "mappedSignalA")

  // [mappedSignalA subscribeNext:^(id x) { NSLog(@"class-%@,value-%@", [x class], x); }];
  mappedSignalA.subscribeNext { x in
    NSLog("class-%@,value-%@", classOf(x), x)
  }

  // [signal subscribeNext:^(id x) { NSLog(@"class-%@,value-%@", [x class], x); }];
  signal.subscribeNext { x in
    NSLog("class-%@,value-%@", classOf(x), x)
  }
}
