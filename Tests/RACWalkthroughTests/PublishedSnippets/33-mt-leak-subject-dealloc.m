// Source: https://tech.meituan.com/potential-memory-leak-in-reactivecocoa.html (美团 ReactiveCocoa中潜在的内存泄漏及解决方案)
// Adaptation: none: the post's -viewDidLoad method as it stands (the file's only method)
- (void)viewDidLoad {
    [super viewDidLoad];
    RACSubject *subject = [RACSubject subject]; //1
    [subject.rac_willDeallocSignal subscribeCompleted:^{ //2
        NSLog(@"subject dealloc");
    }];
    [subject subscribeNext:^(id x) { //3
        NSLog(@"next = %@", x);
    }];
    [subject sendNext:@1]; //4
}
// Outputs:
// next = 1
// subject dealloc
