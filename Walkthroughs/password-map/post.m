__weak typeof(self) weakSelf = self;
[[self.pwdTextField.rac_textSignal map:^id(id value) {
NSString *pwd=value;
return @(pwd.length);
}] subscribeNext:^(id x) {
NSLog(@"x--%@",x);
weakSelf.loginBtn.enabled=[x integerValue]>6;
} error:^(NSError *error) {
NSLog(@"error");//正常情况下这个error是不会被调用的
}];

