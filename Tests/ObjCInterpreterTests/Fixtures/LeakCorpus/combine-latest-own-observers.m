// A form's view model binds canSubmit to combineLatest: of RACObserve on its own properties, in
// -init, not in a block: the observations hold the model weakly and end when it goes.
@interface SignUp : NSObject
@property (nonatomic, copy) NSString *email;
@property (nonatomic, copy) NSString *password;
@property (nonatomic) BOOL canSubmit;
@end
@implementation SignUp
- (instancetype)init {
  if ((self = [super init])) {
    RAC(self, canSubmit) = [RACSignal combineLatest:@[ RACObserve(self, email), RACObserve(self, password) ]
                                             reduce:^id(NSString *email, NSString *password) {
      return @(email.length > 3 && password.length > 5);
    }];
  }
  return self;
}
- (void)dealloc { NSLog(@"dealloc SignUp %@", self.email); }
@end

SignUp *form = [SignUp new];
form.email = @"kai@example.com";
form.password = @"secret!";
NSLog(@"can submit %d", form.canSubmit);
form = nil;
