// When the dispose blocks of a flattenMap: chain run, and in which order: when everything
// completes, when an inner signal sends an error, and when the subscriber disposes.

// A signal that sends `value`, then completes, fails or stays open, and says when its
// subscription is disposed. One that stays open keeps its subscriber, as a subject, a timer or a
// request's callback does: a subscriber nothing keeps is deallocated, and RACSubscriber's -dealloc
// disposes its subscription.
NSMutableArray *openSubscribers = [NSMutableArray array];
RACSignal *(^source)(NSString *, id, NSString *) = ^RACSignal *(NSString *name, id value, NSString *then) {
    return [RACSignal createSignal:^RACDisposable *(id<RACSubscriber> subscriber) {
        NSLog(@"%@ subscribed", name);
        [subscriber sendNext:value];
        if ([then isEqualToString:@"complete"]) {
            [subscriber sendCompleted];
        } else if ([then isEqualToString:@"fail"]) {
            [subscriber sendError:[NSError errorWithDomain:@"walkthrough" code:7 userInfo:nil]];
        } else {
            [openSubscribers addObject:subscriber];
        }
        NSLog(@"%@ returns its disposable", name);
        return [RACDisposable disposableWithBlock:^{
            [openSubscribers removeObject:subscriber];
            NSLog(@"%@ disposed", name);
        }];
    }];
};

// 1. Everything completes, synchronously, inside -subscribe:.
[[source(@"outer 1", @"a", @"complete") flattenMap:^RACStream *(id value) {
    return source(@"inner 1", value, @"complete");
}] subscribeNext:^(id x) {
    NSLog(@"1: next %@", x);
} completed:^{
    NSLog(@"1: completed");
}];

// 2. The inner signal fails while the outer one is still open.
[[source(@"outer 2", @"b", @"stay open") flattenMap:^RACStream *(id value) {
    return source(@"inner 2", value, @"fail");
}] subscribeNext:^(id x) {
    NSLog(@"2: next %@", x);
} error:^(NSError *error) {
    NSLog(@"2: error %ld", (long)error.code);
}];

// 3. Nothing ends by itself: the subscriber disposes.
RACDisposable *subscription = [[source(@"outer 3", @"c", @"stay open") flattenMap:^RACStream *(id value) {
    return source(@"inner 3", value, @"stay open");
}] subscribeNext:^(id x) {
    NSLog(@"3: next %@", x);
}];
NSLog(@"3: disposing");
[subscription dispose];
NSLog(@"3: disposed");
