// Source: https://github.com/ReactiveCocoa/ReactiveCocoa/blob/v2.5/Documentation/MemoryManagement.md
// Adaptation: the doc's @weakify/@strongify listing in -test of a class with a username and -validateUsername
// (which logs); two assignments follow. RACObserve sends the current value (nil) first.
@interface Form : NSObject
@property (nonatomic, copy) NSString *username;
@end
@implementation Form
- (void)validateUsername {
    NSLog(@"validating %@", self.username);
}
- (void)test {
    @weakify(self);
    [RACObserve(self, username) subscribeNext:^(NSString *username) {
        @strongify(self);
        [self validateUsername];
    }];
    __weak id weakSelf = self;
    [RACObserve(self, username) subscribeNext:^(NSString *username) {
        id strongSelf = weakSelf;
        [strongSelf validateUsername];
    }];
    self.username = @"a";
}
@end
// Outputs:
// validating (null)
// validating (null)
// validating a
// validating a
