// A switch's rac_signalForControlEvents: subscribed by a panel that owns it, with @weakify.
@interface Panel : NSObject
@property (nonatomic, strong) UISwitch *toggle;
@property (nonatomic) BOOL on;
@end
@implementation Panel
- (instancetype)init {
  if ((self = [super init])) {
    _toggle = [UISwitch new];
    @weakify(self);
    [[_toggle rac_signalForControlEvents:UIControlEventValueChanged] subscribeNext:^(UISwitch *sender) {
      @strongify(self);
      self.on = sender.on;
    }];
  }
  return self;
}
- (void)dealloc { NSLog(@"dealloc Panel %d", self.on); }
@end

Panel *panel = [Panel new];
panel.toggle.on = YES;
[panel.toggle sendActionsForControlEvents:UIControlEventValueChanged];
panel = nil;
