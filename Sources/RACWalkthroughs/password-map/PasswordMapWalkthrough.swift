import RAC
import RACWalkthroughKit

import class Foundation.NSNumber

/// ReactiveCocoa2-5修炼 (二), "开发中可能遇到的场景": the login button is enabled only while the
/// password is longer than 6 characters, by mapping the field's text to its length. The user types
/// "password" one character at a time, then deletes two.
let passwordMapWalkthrough = Walkthrough(
  name: "password-map",
  title: "map the password field's text to its length; the login button follows it both ways",
  post: "003_83099b5ef2c47d05.txt"
) { context in
  let pwdTextField = UITextField(name: "pwdTextField")
  let loginBtn = UIButton(name: "loginBtn")

  // [[self.pwdTextField.rac_textSignal map:^id(id value) { return @(pwd.length); }]
  //   subscribeNext:^(id x) { … } error:^(NSError *error) { NSLog(@"error"); }];
  pwdTextField.rac_textSignal.map { value in
    let pwd = value as? String ?? ""
    return NSNumber(value: pwd.count)
  }.subscribeNext { x in
    NSLog("x--%@", x)
    loginBtn.enabled = ((x as? NSNumber)?.intValue ?? 0) > 6
  } error: { _ in
    NSLog("error")  // the post: under normal circumstances this error is never called
  }

  TypingScript.typeThenDelete("password", deleting: 2, into: pwdTextField, on: context.scheduler)
}
