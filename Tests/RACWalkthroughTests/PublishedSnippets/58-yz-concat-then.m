// Source: GitHub WPRACTestDemo ViewController.m (wupeng 2017), examples from 袁峥 最快让你上手ReactiveCocoa (comments state the result)
// Adaptation: the -concat and -then methods' bodies as free statements, each in its own braces.
// Comments: concat: signalB is subscribed once signalA completes (1 then 2); then: only the second signal's value (2).
{
    RACSignal *signalA = [RACSignal createSignal:^RACDisposable *(id<RACSubscriber> subscriber) {
        [subscriber sendNext:@1];
        [subscriber sendCompleted];
        return nil;
    }];
    RACSignal *signalB = [RACSignal createSignal:^RACDisposable *(id<RACSubscriber> subscriber) {
        [subscriber sendNext:@2];
        return nil;
    }];
    RACSignal *concatSignal = [signalA concat:signalB];
    [concatSignal subscribeNext:^(id x) {
        NSLog(@"%@",x);
    }];
}
{
    [[[RACSignal createSignal:^RACDisposable *(id<RACSubscriber> subscriber) {
        [subscriber sendNext:@1];
        [subscriber sendCompleted];
        return nil;
    }] then:^RACSignal *{
        return [RACSignal createSignal:^RACDisposable *(id<RACSubscriber> subscriber) {
            [subscriber sendNext:@2];
            return nil;
        }];
    }] subscribeNext:^(id x) {
        NSLog(@"%@",x);
    }];
}
// Outputs:
// 1
// 2
// 2
