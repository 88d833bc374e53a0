// Not the post's code: SMStudent's implementation (the post shows its interface only), and the
// page the post's demo runs in — its credit and pass labels, which print every text and colour
// they are given, and its "增加5个积分" button, whose taps RAC sends as
// -rac_signalForControlEvents: does (a RACSubject here; UIKit's control events are not modelled).
typedef NS_ENUM(NSUInteger, UIControlEvents) { UIControlEventTouchUpInside = 1 << 6 };

@interface SMStudent ()
@property (nonatomic, copy) NSString *studentName;
@property (nonatomic, assign) SMStudentGender studentGender;
@property (nonatomic, assign) NSUInteger number;
@property (nonatomic, assign) NSUInteger credit;
@property (nonatomic, copy) SatisfyActionBlock satisfyBlock;
@end

@implementation SMStudent
+ (SMStudent *)create {
    return [[SMStudent alloc] init];
}

- (SMCreditSubject *)creditSubject {
    if (_creditSubject == nil) {
        _creditSubject = [SMCreditSubject create];
    }
    return _creditSubject;
}

- (SMStudent *)name:(NSString *)name {
    self.studentName = name;
    return self;
}

- (SMStudent *)gender:(SMStudentGender)gender {
    self.studentGender = gender;
    return self;
}

- (SMStudent *)studentNumber:(NSUInteger)number {
    self.number = number;
    return self;
}

- (SMStudent *)sendCredit:(NSUInteger (^)(NSUInteger credit))updateCreditBlock {
    if (updateCreditBlock) {
        self.credit = updateCreditBlock(self.credit);
        if (self.satisfyBlock) {
            self.isSatisfyCredit = self.satisfyBlock(self.credit);
            if (self.isSatisfyCredit) {
                NSLog(@"YES");
            } else {
                NSLog(@"NO");
            }
        }
    }
    return self;
}

- (SMStudent *)filterIsASatisfyCredit:(SatisfyActionBlock)satisfyBlock {
    if (satisfyBlock) {
        self.satisfyBlock = satisfyBlock;
        self.isSatisfyCredit = satisfyBlock(self.credit);
    }
    return self;
}
@end

@interface UIColor : NSObject
@property (nonatomic, copy) NSString *walkthroughName;
@end

@implementation UIColor
+ (UIColor *)walkthroughColorNamed:(NSString *)name {
    UIColor *color = [[UIColor alloc] init];
    color.walkthroughName = name;
    return color;
}
+ (UIColor *)lightGrayColor { return [UIColor walkthroughColorNamed:@"lightGrayColor"]; }
+ (UIColor *)purpleColor { return [UIColor walkthroughColorNamed:@"purpleColor"]; }
+ (UIColor *)redColor { return [UIColor walkthroughColorNamed:@"redColor"]; }
- (NSString *)description { return self.walkthroughName; }
@end

@interface UILabel : NSObject
@property (nonatomic, copy) NSString *walkthroughName;
@property (nonatomic, copy) NSString *text;
@property (nonatomic, strong) UIColor *textColor;
@end

@implementation UILabel
+ (UILabel *)walkthroughLabelNamed:(NSString *)name {
    UILabel *label = [[UILabel alloc] init];
    label.walkthroughName = name;
    return label;
}
- (void)setText:(NSString *)text {
    _text = [text copy];
    NSLog(@"%@.text = %@", self.walkthroughName, text);
}
- (void)setTextColor:(UIColor *)textColor {
    _textColor = textColor;
    NSLog(@"%@.textColor = %@", self.walkthroughName, textColor);
}
@end

@interface UIButton : NSObject
@property (nonatomic, copy) NSString *walkthroughName;
@property (nonatomic, strong) RACSubject *touchUpInside;
@end

@implementation UIButton
+ (UIButton *)walkthroughButtonNamed:(NSString *)name {
    UIButton *button = [[UIButton alloc] init];
    button.walkthroughName = name;
    button.touchUpInside = [[RACSubject subject] setNameWithFormat:@"%@ -rac_signalForControlEvents: 40", name];
    return button;
}
- (RACSignal *)rac_signalForControlEvents:(UIControlEvents)controlEvents {
    return self.touchUpInside;
}
// The user taps the button once.
- (void)walkthroughTap {
    [self.touchUpInside sendNext:self];
}
@end

@interface CreditPage : UIViewController
@property (nonatomic, strong) SMStudent *student;
@property (nonatomic, strong) UIButton *testButton;
@property (nonatomic, strong) UILabel *currentCreditLabel;
@property (nonatomic, strong) UILabel *isSatisfyLabel;
@end

@implementation CreditPage
@end

self.testButton = [UIButton walkthroughButtonNamed:@"testButton"];
self.currentCreditLabel = [UILabel walkthroughLabelNamed:@"currentCreditLabel"];
self.isSatisfyLabel = [UILabel walkthroughLabelNamed:@"isSatisfyLabel"];

// Leaks: CreditPage — the post's blocks keep self (the page), the page keeps the student, whose subject keeps the blocks: a cycle, as on a device (steps.json: postCodeLeaks)
