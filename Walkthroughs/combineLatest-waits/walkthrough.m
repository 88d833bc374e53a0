// +combineLatest: sends nothing until every one of its signals has sent at least once; after
// that, each new value from any of them sends the latest of all.

RACSubject *username = [RACSubject subject];
RACSubject *password = [RACSubject subject];

RACSignal *formValid = [RACSignal combineLatest:@[username, password]
                                         reduce:^id(NSString *user, NSString *pass) {
    return @(user.length > 0 && pass.length > 0);
}];
[formValid subscribeNext:^(id x) {
    NSLog(@"form valid: %@", x);
}];

[username sendNext:@"a"];
[username sendNext:@"ab"];
NSLog(@"username sent twice, password never: nothing yet");
[password sendNext:@"secret"];
[username sendNext:@"abc"];
[password sendNext:@""];

// The usual fix when one input may never send: give it a first value with -startWith:.
RACSubject *email = [RACSubject subject];
[[RACSignal combineLatest:@[username, [email startWith:@"(none)"]]] subscribeNext:^(RACTuple *latest) {
    RACTupleUnpack(NSString *user, NSString *mail) = latest;
    NSLog(@"latest: %@, %@", user, mail);
}];
[username sendNext:@"abcd"];
[email sendNext:@"a@b.c"];

// Completing the subjects ends both subscriptions: +combineLatest: completes when all of its
// signals have. (Left open, a subject and the subscriptions to it keep each other alive.)
[username sendCompleted];
[password sendCompleted];
[email sendCompleted];
