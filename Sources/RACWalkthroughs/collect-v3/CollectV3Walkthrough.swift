import RAC
import RACWalkthroughKit

/// 用 FRP 事半功倍的写代码（三）, version 3: the same pipeline with `+zip:reduce:`, whose pairing does
/// not depend on how the background schedulers interleave: there is only one possible output.
///
/// The post's code says `letters3 = @[@"M", @"M"]` but its output shows `N`: the variant
/// `letters3-MN` runs version 1's `@[@"M", @"N"]`.
let collectV3Walkthrough = Walkthrough(
  name: "collect-v3",
  title: "collect + zip:reduce: — the one possible output",
  post: "000_3f969950ef28b994.txt"
) { context in
  let numbers = [0, 1, 2].rac_sequence.signal().traced(as: "numbers")

  let letters1 = ["A", "B", "C"].rac_sequence.signal().traced(as: "letters1")
  let letters2 = ["X", "Y", "Z"].rac_sequence.signal().traced(as: "letters2")
  let letters3Values = context.variant == "letters3-MN" ? ["M", "N"] : ["M", "M"]
  let letters3 = letters3Values.rac_sequence.signal().traced(as: "letters3")
  let arrayOfSignal = [letters1, letters2, letters3]

  numbers.map { n in
    arrayOfSignal[(n as? Int) ?? 0]  // !! this is Signal, but just use map NOT flatMap
  }.collect().flattenMap { value in
    let arrayOfSignal = (value as? [Any] ?? []).compactMap { $0 as? RACSignal }
    return RACSignal.zip(arrayOfSignal) { first, second, third in
      "\(first ?? "")-\(second ?? "")-\(third ?? "")"
    }
  }.subscribeNext { x in
    DDLogVerbose("%@, %@", classOf(x), x)
  } completed: {
    DDLogVerbose("completed")
  }
}
