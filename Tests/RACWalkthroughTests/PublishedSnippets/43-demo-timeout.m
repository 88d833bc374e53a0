// Source: GitHub RACDemo ViewController.m by YISHANG/MAXIAO 2016 (a demo whose comments state the console output)
// Adaptation: none. The comment says the subscriber gets the error block (timeout after 2 s, value at 3 s).
// The text is what RAC 2.5 on iOS 9+ prints for its timeout error (no userInfo).
    RACSignal *timeoutSignal = [[RACSignal createSignal:^RACDisposable *(id<RACSubscriber> subscriber) {
        [[RACScheduler mainThreadScheduler] afterDelay:3 schedule:^{
            [subscriber sendNext:@"dalay"];
            [subscriber sendCompleted];
        }];
        return nil;
    }] timeout:2 onScheduler:[RACScheduler mainThreadScheduler]];
    
    [timeoutSignal subscribeNext:^(id x) {
        NSLog(@"timeoutSignal --- %@", x);
    } error:^(NSError *error) {
        NSLog(@"error ---- %@", error);
    }];
// Outputs:
// error ---- Error Domain=RACSignalErrorDomain Code=1 "(null)"
