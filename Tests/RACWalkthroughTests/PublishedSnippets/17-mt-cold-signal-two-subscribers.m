// Source: https://tech.meituan.com/talk-about-reactivecocoas-cold-signal-and-hot-signal-part-1.html (美团 细说ReactiveCocoa的冷信号与热信号（一）)
// Adaptation: none (free statements)
    RACSignal *signal = [RACSignal createSignal:^RACDisposable *(id<RACSubscriber> subscriber) {
        [subscriber sendNext:@1];
        [subscriber sendNext:@2];
        [subscriber sendNext:@3];
        [subscriber sendCompleted];
        return nil;
    }];
    NSLog(@"Signal was created.");
    [[RACScheduler mainThreadScheduler] afterDelay:0.1 schedule:^{
        [signal subscribeNext:^(id x) {
            NSLog(@"Subscriber 1 recveive: %@", x);
        }];
    }];
    [[RACScheduler mainThreadScheduler] afterDelay:1 schedule:^{
        [signal subscribeNext:^(id x) {
            NSLog(@"Subscriber 2 recveive: %@", x);
        }];
    }];
// Outputs:
// Signal was created.
// Subscriber 1 recveive: 1
// Subscriber 1 recveive: 2
// Subscriber 1 recveive: 3
// Subscriber 2 recveive: 1
// Subscriber 2 recveive: 2
// Subscriber 2 recveive: 3
