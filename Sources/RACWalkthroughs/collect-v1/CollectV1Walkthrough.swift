import RAC
import RACWalkthroughKit

/// 用 FRP 事半功倍的写代码（三）, "collect + combineLatest 或者 zip", version 1: map each number to one
/// of three letter signals and `collect` them. The array that arrives holds the three signals
/// themselves, printed the way RAC describes a signal (`<RACDynamicSignal: 0x…> name: `).
let collectV1Walkthrough = Walkthrough(
  name: "collect-v1",
  title: "collect: an array of the three letter signals themselves, then completed",
  post: "000_3f969950ef28b994.txt"
) { _ in
  // RACSignal *numbers = @[@(0), @(1), @(2)].rac_sequence.signal;
  let numbers = [0, 1, 2].rac_sequence.signal().traced(as: "numbers")

  let letters1 = ["A", "B", "C"].rac_sequence.signal().traced(as: "letters1")
  let letters2 = ["X", "Y", "Z"].rac_sequence.signal().traced(as: "letters2")
  let letters3 = ["M", "N"].rac_sequence.signal().traced(as: "letters3")
  let arrayOfSignal = [letters1, letters2, letters3]

  // [[[numbers map:^id(NSNumber *n) { return arrayOfSignal[n.integerValue]; }] collect]
  //   subscribeNext:^(NSArray *array) { … } completed:^{ … }];
  numbers.map { n in
    arrayOfSignal[(n as? Int) ?? 0]
  }.collect().subscribeNext { array in
    DDLogVerbose("%@, %@", classOf(array), array)
  } completed: {
    DDLogVerbose("completed")
  }
}
