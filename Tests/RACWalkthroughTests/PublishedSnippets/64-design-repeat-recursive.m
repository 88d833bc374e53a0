// Source: https://github.com/ReactiveCocoa/ReactiveCocoa/blob/v2.5/Documentation/DesignGuidelines.md (Avoid stack overflow from deep recursion)
// Adaptation: the doc's second -repeat put in a RACSignal category, used on [RACSignal return:@1] with take:3
@implementation RACSignal (QARepeat)
- (RACSignal *)repeat {
    return [RACSignal createSignal:^(id<RACSubscriber> subscriber) {
        RACCompoundDisposable *compoundDisposable = [RACCompoundDisposable compoundDisposable];

        RACScheduler *scheduler = RACScheduler.currentScheduler ?: [RACScheduler scheduler];
        RACDisposable *disposable = [scheduler scheduleRecursiveBlock:^(void (^reschedule)(void)) {
            RACDisposable *disposable = [self subscribeNext:^(id x) {
                [subscriber sendNext:x];
            } error:^(NSError *error) {
                [subscriber sendError:error];
            } completed:^{
                reschedule();
            }];

            [compoundDisposable addDisposable:disposable];
        }];

        [compoundDisposable addDisposable:disposable];
        return compoundDisposable;
    }];
}
@end
- (void)testRepeat {
    [[[[RACSignal return:@1] repeat] take:3] subscribeNext:^(id x) {
        NSLog(@"%@", x);
    } completed:^{
        NSLog(@"done");
    }];
}
// Outputs:
// 1
// 1
// 1
// done
