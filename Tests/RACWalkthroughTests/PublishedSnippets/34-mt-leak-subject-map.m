// Source: https://tech.meituan.com/potential-memory-leak-in-reactivecocoa.html (美团 ReactiveCocoa中潜在的内存泄漏及解决方案)
// Adaptation: none. The post: "subject dealloc" is NOT printed (the subject leaks)
- (void)viewDidLoad {
    [super viewDidLoad];
    RACSubject *subject = [RACSubject subject]; 
    [subject.rac_willDeallocSignal subscribeCompleted:^{ 
        NSLog(@"subject dealloc");
    }];
    [[subject map:^id(NSNumber *value) { 
        return @([value integerValue] * 3);
    }] subscribeNext:^(id x) { 
        NSLog(@"next = %@", x);
    }];
    [subject sendNext:@1]; 
}
// Outputs:
// next = 3
