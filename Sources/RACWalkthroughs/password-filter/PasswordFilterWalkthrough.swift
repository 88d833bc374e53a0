import RAC
import RACWalkthroughKit

/// ReactiveCocoa2-5修炼 (二), "Filtering": the login button is enabled once the password is longer
/// than 6 characters, with `filter:`. The user types "password" one character at a time, then
/// deletes two.
let passwordFilterWalkthrough = Walkthrough(
  name: "password-filter",
  title: "filter the password field's text; the login button is enabled, and never disabled again",
  post: "003_83099b5ef2c47d05.txt"
) { context in
  let pwdTextField = UITextField(name: "pwdTextField")
  let loginBtn = UIButton(name: "loginBtn")

  // [[self.pwdTextField.rac_textSignal filter:^BOOL(id value) { return text.length > 6; }]
  //   subscribeNext:^(id x) { weakSelf.loginBtn.enabled = YES; }];
  pwdTextField.rac_textSignal.filter { value in
    let text = value as? String ?? ""
    return text.count > 6
  }.subscribeNext { _ in
    loginBtn.enabled = true
  }

  TypingScript.typeThenDelete("password", deleting: 2, into: pwdTextField, on: context.scheduler)
}
