// Source: GitHub RACDemo ViewController.m by jason/chenyang 2015 (-sideEffectDemo, its comments state the output)
// Adaptation: the method body run as it stands (the file's only method). The comment's "print:" list leaves out the
// "side effect : N" lines its other comments say each subscription prints; they are listed first here.
- (void)sideEffectDemo
{
    // side effects
    __block NSInteger counter = 0;
    RACSubject *subject = [RACSubject subject]; // perfom something like AsyncNetworkRequest
    // base signal
    RACSignal *signal = [RACSignal createSignal:^RACDisposable *(id<RACSubscriber> subscriber) {
        counter ++;
        NSLog(@"side effect : %@", @(counter));
        [subject subscribeNext:^(id x) {
            if ([x integerValue] == 2) {
                [subscriber sendCompleted];
            } else {
                [subscriber sendNext:x];
            }
        }];
        return nil;
    }];
    
    // print: side effct : 1
    [signal subscribeNext:^(id x) {
        NSLog(@"subscribeNext 1:%@", x);
    }];
    
    // print: side effct : 2
    [[signal map:^id(id value) {
        NSLog(@"map: %@", value);
        return @([value integerValue] * 2);
    }] subscribeNext:^(id x) {
        NSLog(@"subscribeNext 2: %@", x);
    }];
    
    // print: side effct : 3
    [[signal doNext:^(id x) {
        NSLog(@"doNext: %@", x);
    }] subscribeNext:^(id x) {
        NSLog(@"subscribeNext 3: %@", x);
    }];
    [subject sendNext:@(1)];
}
// Outputs:
// side effect : 1
// side effect : 2
// side effect : 3
// subscribeNext 1:1
// map: 1
// subscribeNext 2: 2
// doNext: 1
// subscribeNext 3: 1
