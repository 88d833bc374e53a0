// Source: https://github.com/ReactiveCocoa/ReactiveCocoa/blob/v2.5/README.md
// Adaptation: the README's RAC(self, createEnabled) binding in -test of a class with the three properties; the
// values are set and createEnabled logged after each (the README: "true whenever self.password and
// self.passwordConfirmation are equal").
@interface SignupViewModel : NSObject
@property (nonatomic, copy) NSString *password;
@property (nonatomic, copy) NSString *passwordConfirmation;
@property (nonatomic, assign) BOOL createEnabled;
@end
@implementation SignupViewModel
- (void)test {
    RAC(self, createEnabled) = [RACSignal 
        combineLatest:@[ RACObserve(self, password), RACObserve(self, passwordConfirmation) ] 
        reduce:^(NSString *password, NSString *passwordConfirm) {
            return @([passwordConfirm isEqualToString:password]);
        }];
    NSLog(@"%d", self.createEnabled);
    self.password = @"secret";
    NSLog(@"%d", self.createEnabled);
    self.passwordConfirmation = @"secret";
    NSLog(@"%d", self.createEnabled);
    self.password = @"other";
    NSLog(@"%d", self.createEnabled);
}
@end
// Outputs:
// 0
// 0
// 1
// 0
