import RAC
import RACWalkthroughKit

/// ReactiveCocoa2-5修炼 (二), "Filtering" and "空信号量": what `filter:` does inside. A value the block
/// accepts becomes `[class return:value]`; a value it rejects becomes `class.empty`, a
/// RACEmptySignal that completes as soon as `addSignal` subscribes to it, so its bookkeeping ends
/// in `completeSignal`. The source here is a created signal sending a short and a long password and
/// then completing, so the run also shows when the filtered signal itself completes.
let filterWalkthrough = Walkthrough(
  name: "filter",
  title: "filter: → flattenMap: → bind:, and RACEmptySignal's way through completeSignal",
  post: "003_83099b5ef2c47d05.txt"
) { _ in
  let passwords = RACSignal.createSignal { subscriber in
    subscriber.sendNext("12345")
    subscriber.sendNext("1234567")
    subscriber.sendCompleted()
    return nil
  }.traced(as: "passwords")

  // [[passwords filter:^BOOL(id value) { NSString *text = value; return text.length > 6; }] …
  let longPasswords = passwords.filter { value in
    let text = value as? String ?? ""
    return text.count > 6
  }.traced(as: "longPasswords")

  longPasswords.subscribeNext { x in
    NSLog("x--%@", x)
  } completed: {
    NSLog("completed")
  }
}
