// Source: http://blog.sunnyxx.com/2014/04/19/rac_4_filters/ (sunnyxx, Reactive Cocoa Tutorial [4] = 只取所需的Filters)
// Adaptation: the post's self.user / self.label made concrete: a User class with a username, a Label class whose
// setText: logs, a Controller whose -test runs the post's four lines. The post says the label is refreshed
// once for the three equal assignments (RACObserve first sends the current value, nil).
@interface User : NSObject
@property (nonatomic, copy) NSString *username;
@end
@implementation User
@end
@interface Label : NSObject
@property (nonatomic, copy) NSString *text;
@end
@implementation Label
- (void)setText:(NSString *)text {
    _text = [text copy];
    NSLog(@"label text: %@", text);
}
@end
@interface Controller : NSObject
@property (nonatomic, strong) User *user;
@property (nonatomic, strong) Label *label;
@end
@implementation Controller
- (void)test {
    self.user = [User new];
    self.label = [Label new];
    RAC(self.label, text) = [RACObserve(self.user, username) distinctUntilChanged];
    self.user.username = @"sunnyxx"; // 1st
    self.user.username = @"sunnyxx"; // 2nd
    self.user.username = @"sunnyxx"; // 3rd
}
@end
// Outputs:
// label text: (null)
// label text: sunnyxx
