// Source: https://github.com/ReactiveCocoa/ReactiveCocoa/blob/v2.5/README.md
// Adaptation: the README's two RACObserve(self, username) listings put in -test of a class with a username
// property, followed by three assignments (the README states "Only logs names that starts with "j"").
@interface LoginViewModel : NSObject
@property (nonatomic, copy) NSString *username;
@end
@implementation LoginViewModel
- (void)test {
    // Only logs names that starts with "j".
    [[RACObserve(self, username)
        filter:^(NSString *newName) {
            return [newName hasPrefix:@"j"];
        }]
        subscribeNext:^(NSString *newName) {
            NSLog(@"%@", newName);
        }];
    self.username = @"joshaber";
    self.username = @"jspahrsummers";
    self.username = @"alanjrogers";
    self.username = @"jwilling";
}
@end
// Outputs:
// joshaber
// jspahrsummers
// jwilling
