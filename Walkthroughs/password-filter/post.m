//密码长度大于6时候,登入按钮才可以点击
__weak typeof(self) weakSelf = self;
[[self.pwdTextField.rac_textSignal filter:^BOOL(id value) {
NSString *text=value;
return text.length>6;
}] subscribeNext:^(id x) {
weakSelf.loginBtn.enabled=YES;
}];
