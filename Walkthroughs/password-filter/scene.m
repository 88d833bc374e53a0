// Not the post's code: the login page the post's listing runs in, with a password field and a
// login button (the listing declares its own weakSelf).
@interface LoginViewController : UIViewController
@property (nonatomic, strong) UITextField *pwdTextField;
@property (nonatomic, strong) UIButton *loginBtn;
@end

@implementation LoginViewController
@end

self.pwdTextField = [UITextField walkthroughFieldNamed:@"pwdTextField"];
self.loginBtn = [UIButton walkthroughButtonNamed:@"loginBtn"];
