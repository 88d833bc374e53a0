// Source: https://tech.meituan.com/talk-about-reactivecocoas-cold-signal-and-hot-signal-part-3.html (美团 细说ReactiveCocoa的冷信号与热信号（三）)
// Adaptation: the post's output starts with "Start" that its listing does not print: NSLog(@"Start") added first
    NSLog(@"Start");
    RACSubject *subject = [RACSubject subject];
    RACSubject *replaySubject = [RACReplaySubject subject];
    [[RACScheduler mainThreadScheduler] afterDelay:0.1 schedule:^{
        // Subscriber 1
        [subject subscribeNext:^(id x) {
            NSLog(@"Subscriber 1 get a next value: %@ from subject", x);
        }];
        [replaySubject subscribeNext:^(id x) {
            NSLog(@"Subscriber 1 get a next value: %@ from replay subject", x);
        }];
        // Subscriber 2
        [subject subscribeNext:^(id x) {
            NSLog(@"Subscriber 2 get a next value: %@ from subject", x);
        }];
        [replaySubject subscribeNext:^(id x) {
            NSLog(@"Subscriber 2 get a next value: %@ from replay subject", x);
        }];
    }];
    [[RACScheduler mainThreadScheduler] afterDelay:1 schedule:^{
        [subject sendNext:@"send package 1"];
        [replaySubject sendNext:@"send package 1"];
    }];
    [[RACScheduler mainThreadScheduler] afterDelay:1.1 schedule:^{
        // Subscriber 3
        [subject subscribeNext:^(id x) {
            NSLog(@"Subscriber 3 get a next value: %@ from subject", x);
        }];
        [replaySubject subscribeNext:^(id x) {
            NSLog(@"Subscriber 3 get a next value: %@ from replay subject", x);
        }];
        // Subscriber 4
        [subject subscribeNext:^(id x) {
            NSLog(@"Subscriber 4 get a next value: %@ from subject", x);
        }];
        [replaySubject subscribeNext:^(id x) {
            NSLog(@"Subscriber 4 get a next value: %@ from replay subject", x);
        }];
    }];
    [[RACScheduler mainThreadScheduler] afterDelay:2 schedule:^{
        [subject sendNext:@"send package 2"];
        [replaySubject sendNext:@"send package 2"];
    }];
// Outputs:
// Start
// Subscriber 1 get a next value: send package 1 from subject
// Subscriber 2 get a next value: send package 1 from subject
// Subscriber 1 get a next value: send package 1 from replay subject
// Subscriber 2 get a next value: send package 1 from replay subject
// Subscriber 3 get a next value: send package 1 from replay subject
// Subscriber 4 get a next value: send package 1 from replay subject
// Subscriber 1 get a next value: send package 2 from subject
// Subscriber 2 get a next value: send package 2 from subject
// Subscriber 3 get a next value: send package 2 from subject
// Subscriber 4 get a next value: send package 2 from subject
// Subscriber 1 get a next value: send package 2 from replay subject
// Subscriber 2 get a next value: send package 2 from replay subject
// Subscriber 3 get a next value: send package 2 from replay subject
// Subscriber 4 get a next value: send package 2 from replay subject
