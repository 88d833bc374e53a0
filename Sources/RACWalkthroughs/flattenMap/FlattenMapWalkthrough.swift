import RAC
import RACWalkthroughKit

import class Foundation.NSNumber

/// ReactiveCocoa2-5修炼 (二), "flattenMap的一个应用场景": to give the text signal errors, flattenMap each
/// text to a created signal that sends an error for a text shorter than 6 characters and the length
/// otherwise. The user types "password" one character at a time, then deletes two.
let flattenMapWalkthrough = Walkthrough(
  name: "flattenMap",
  title: "flattenMap into a signal that errors on short input: the first short text ends everything",
  post: "003_83099b5ef2c47d05.txt",
  leaksByDesign: [
    "":
      "RAC 2.5's concat: loses the disposable of rac_textSignal's subject subscription (behaviour §3.7), so the subject keeps the chain and the chain keeps the subject"
  ]
) { context in
  let pwdTextField = UITextField(name: "pwdTextField")
  let loginBtn = UIButton(name: "loginBtn")

  // [[self.pwdTextField.rac_textSignal flattenMap:^RACStream *(NSString *text) {
  //     return [RACSignal createSignal:^RACDisposable *(id<RACSubscriber> subscriber) {
  //       text.length<6 ? [subscriber sendError:nil] : [subscriber sendNext:@(text.length)];
  //       return nil;
  //     }];
  //   }] subscribeNext:^(id x) { … enabled = YES; } error:^(NSError *error) { … enabled = NO; }];
  pwdTextField.rac_textSignal.flattenMap { value in
    let text = value as? String ?? ""
    return RACSignal.createSignal { subscriber in
      if text.count < 6 {
        subscriber.sendError(nil)
      } else {
        subscriber.sendNext(NSNumber(value: text.count))
      }
      return nil
    }.traced(as: "lengthOrError(\"\(text)\")")
  }.subscribeNext { x in
    NSLog("x--%@", x)
    loginBtn.enabled = true
  } error: { _ in
    NSLog("error")
    loginBtn.enabled = false
  }

  TypingScript.typeThenDelete("password", deleting: 2, into: pwdTextField, on: context.scheduler)
}
