// Source: GitHub RACDemo ViewController.m by YISHANG/MAXIAO 2016 (a demo whose comments state the console output)
// Adaptation: none. The comment says it prints only 1 and 2 and then completed
    RACSignal *signal2 = [[RACSignal createSignal:^RACDisposable *(id<RACSubscriber> subscriber) {
        [subscriber sendNext:@"1"];
        [subscriber sendNext:@"2"];
        [subscriber sendNext:@"3"];
        [subscriber sendNext:@"4"];
        [subscriber sendNext:@"5"];
        [subscriber sendCompleted];
        return nil;
    }] take:2];
    
    [signal2 subscribeNext:^(id x) {
        NSLog(@"signal2 ---- %@", x);
    } completed:^{
        NSLog(@"completed");
    }];
// Outputs:
// signal2 ---- 1
// signal2 ---- 2
// completed
