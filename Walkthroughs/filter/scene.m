// Not the post's code: the post shows -filter: and RACEmptySignal but no code that calls them.
// This is the walkthrough's use of them, the same as its Swift translation.
RACSignal *passwords = [RACSignal createSignal:^RACDisposable *(id<RACSubscriber> subscriber) {
    [subscriber sendNext:@"12345"];
    [subscriber sendNext:@"1234567"];
    [subscriber sendCompleted];
    return nil;
}];
RACSignal *longPasswords = [passwords filter:^BOOL(id value) {
    NSString *text = value;
    return text.length > 6;
}];
[longPasswords subscribeNext:^(id x) {
    NSLog(@"x--%@", x);
} completed:^{
    NSLog(@"completed");
}];
