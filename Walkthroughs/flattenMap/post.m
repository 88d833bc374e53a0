__weak typeof(self) weakSelf = self;
[[self.pwdTextField.rac_textSignal flattenMap:^RACStream *(NSString *text) {
return [RACSignal createSignal:^RACDisposable *(id<RACSubscriber> subscriber) {
text.length<6?[subscriber sendError:nil]:[subscriber sendNext:@(text.length)];
return nil;
}];
}] subscribeNext:^(id x) {
NSLog(@"x--%@",x);
weakSelf.loginBtn.enabled=YES;
} error:^(NSError *error) {
NSLog(@"error");
weakSelf.loginBtn.enabled=NO;
}];
