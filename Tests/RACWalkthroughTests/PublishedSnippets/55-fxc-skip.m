// Source: GitHub ReactiveCocoaDemo ViewController.m by 符现超 (2015), whose doc comments state the output
// Adaptation: the -skip method's body as free statements. Its comment says "4, 5", but the code sends 1 2 13 4 2:
// skip:3 gives 4 and 2; the skipUntilBlock: part (the comment: everything before the first value > 2 is skipped) gives 13 4 2.
    RACSignal *signalA = [RACSignal createSignal:^RACDisposable *(id<RACSubscriber> subscriber) {
        [subscriber sendNext:@1];
        [subscriber sendNext:@2];
        [subscriber sendNext:@13];
        [subscriber sendNext:@4];
        [subscriber sendNext:@2];
        return nil;
    }];
    
    [[signalA skip:3] subscribeNext:^(id x) {
        NSLog(@"skip result = %@", x);
    }];
    
    [[signalA skipUntilBlock:^BOOL(id x) {
        if ([x integerValue] > 2)
        {
            return YES;
        }
        return NO;
    }] subscribeNext:^(id x) {
        NSLog(@"%@", x);
    }];
// Outputs:
// skip result = 4
// skip result = 2
// 13
// 4
// 2
