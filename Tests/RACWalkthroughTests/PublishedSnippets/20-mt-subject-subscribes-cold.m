// Source: https://tech.meituan.com/talk-about-reactivecocoas-cold-signal-and-hot-signal-part-3.html (美团 细说ReactiveCocoa的冷信号与热信号（三）)
// Adaptation: the listing is cut off before its last "}];": added
    RACSignal *coldSignal = [RACSignal createSignal:^RACDisposable *(id<RACSubscriber> subscriber) {
        NSLog(@"Cold signal be subscribed.");
        [[RACScheduler mainThreadScheduler] afterDelay:1.5 schedule:^{
            [subscriber sendNext:@"A"];
        }];
        [[RACScheduler mainThreadScheduler] afterDelay:3 schedule:^{
            [subscriber sendNext:@"B"];
        }];
        [[RACScheduler mainThreadScheduler] afterDelay:5 schedule:^{
            [subscriber sendCompleted];
        }];
        return nil;
    }];
    RACSubject *subject = [RACSubject subject];
    NSLog(@"Subject created.");
    [[RACScheduler mainThreadScheduler] afterDelay:2 schedule:^{
        [coldSignal subscribe:subject];
    }];
    [subject subscribeNext:^(id x) {
        NSLog(@"Subscriber 1 recieve value:%@.", x);
    }];
    [[RACScheduler mainThreadScheduler] afterDelay:4 schedule:^{
        [subject subscribeNext:^(id x) {
            NSLog(@"Subscriber 2 recieve value:%@.", x);
        }];
    }];
// Outputs:
// Subject created.
// Cold signal be subscribed.
// Subscriber 1 recieve value:A.
// Subscriber 1 recieve value:B.
// Subscriber 2 recieve value:B.
