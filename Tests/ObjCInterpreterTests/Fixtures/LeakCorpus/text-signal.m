// A form subscribes to its own field's rac_textSignal with a block that uses self.
@interface Form : NSObject
@property (nonatomic, strong) UITextField *field;
@property (nonatomic, copy) NSString *typed;
@end
@implementation Form
- (instancetype)init {
  if ((self = [super init])) {
    _field = [UITextField new];
    [_field.rac_textSignal subscribeNext:^(NSString *text) {
      self.typed = text;
    }];
  }
  return self;
}
- (void)dealloc { NSLog(@"dealloc Form %@", self.typed); }
@end

Form *form = [Form new];
form.field.text = @"hello";
[form.field sendActionsForControlEvents:UIControlEventEditingChanged];
NSLog(@"typed %@", form.typed);
form = nil;
