// A button's rac_command whose block uses the screen that owns the button.
@interface Screen : NSObject
@property (nonatomic, strong) UIButton *button;
@property (nonatomic) NSInteger presses;
@end
@implementation Screen
- (instancetype)init {
  if ((self = [super init])) {
    _button = [UIButton new];
    _button.rac_command = [[RACCommand alloc] initWithSignalBlock:^RACSignal *(id sender) {
      self.presses += 1;
      return [RACSignal empty];
    }];
  }
  return self;
}
- (void)dealloc { NSLog(@"dealloc Screen %ld", (long)self.presses); }
@end

Screen *screen = [Screen new];
[screen.button sendActionsForControlEvents:UIControlEventTouchUpInside];
NSLog(@"presses %ld", (long)screen.presses);
screen = nil;
