import RAC
import RACWalkthroughKit

/// 用 FRP 事半功倍的写代码（三）, version 2: collect the three letter signals, then flatten them with
/// `+combineLatest:reduce:`. The letter signals run on three background schedulers at once, so what
/// is printed depends on how their turns interleave ("也可能和下面的结果完全不一样,这是正常的").
///
/// The post's code says `letters3 = @[@"M", @"M"]` but its output shows `N`: the variant
/// `letters3-MN` runs version 1's `@[@"M", @"N"]`.
let collectV2Walkthrough = Walkthrough(
  name: "collect-v2",
  title: "collect + combineLatest:reduce: — one of many possible outputs",
  post: "000_3f969950ef28b994.txt"
) { context in
  let numbers = [0, 1, 2].rac_sequence.signal().traced(as: "numbers")

  let letters1 = ["A", "B", "C"].rac_sequence.signal().traced(as: "letters1")
  let letters2 = ["X", "Y", "Z"].rac_sequence.signal().traced(as: "letters2")
  let letters3Values = context.variant == "letters3-MN" ? ["M", "N"] : ["M", "M"]
  let letters3 = letters3Values.rac_sequence.signal().traced(as: "letters3")
  let arrayOfSignal = [letters1, letters2, letters3]

  numbers.map { n in
    arrayOfSignal[(n as? Int) ?? 0]
  }.collect().flattenMap { value in
    let arrayOfSignal = (value as? [Any] ?? []).compactMap { $0 as? RACSignal }
    // [RACSignal combineLatest:arrayOfSignal reduce:^(NSString *first, NSString *second, NSString *third) {
    //   return [NSString stringWithFormat:@"%@-%@-%@", first, second, third]; }]
    return RACSignal.combineLatest(arrayOfSignal) { first, second, third in
      "\(first ?? "")-\(second ?? "")-\(third ?? "")"
    }
  }.subscribeNext { x in
    DDLogVerbose("%@, %@", classOf(x), x)
  } completed: {
    DDLogVerbose("completed")
  }
}
