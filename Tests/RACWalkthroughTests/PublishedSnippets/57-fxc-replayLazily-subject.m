// Source: GitHub ReactiveCocoaDemo ViewController.m by 符现超 (2015), whose doc comments state the output
// Adaptation: the -replay method's body (with its replayLazily line) as free statements. The comment: with replay
// S2 gets the A and B sent before it subscribed.
    RACSubject *letters = [RACSubject subject];
    RACSignal *signal = [letters replayLazily];
    
    [signal subscribeNext:^(id x) {
        NSLog(@"S1:   %@", x);
    }];
    
    [letters sendNext:@"A"];
    [letters sendNext:@"B"];
    
    [signal subscribeNext:^(id x) {
        NSLog(@"S2:   %@", x);
    }];
// Outputs:
// S1:   A
// S1:   B
// S2:   A
// S2:   B
