// Source: https://tech.meituan.com/potential-memory-leak-in-reactivecocoa.html (美团 ReactiveCocoa中潜在的内存泄漏及解决方案)
// Adaptation: none
- (void)viewDidLoad {
    [super viewDidLoad];
    RACSignal *signal = [RACSignal createSignal:^RACDisposable *(id<RACSubscriber> subscriber) {
        [subscriber sendNext:@1];
        return nil;
    }];
    [signal.rac_willDeallocSignal subscribeCompleted:^{
        NSLog(@"signal dealloc");
    }];
    [[signal map:^id(NSNumber *value) {
        return @([value integerValue] * 3);
    }] subscribeNext:^(id x) {
        NSLog(@"next = %@", x);
    }];
}
// Outputs:
// next = 3
// signal dealloc
