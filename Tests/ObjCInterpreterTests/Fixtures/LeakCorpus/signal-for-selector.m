// A controller subscribes to its own rac_signalForSelector: with a block that uses self.
@interface Controller : NSObject
@property (nonatomic) NSInteger appearances;
- (void)viewDidAppear:(BOOL)animated;
@end
@implementation Controller
- (instancetype)init {
  if ((self = [super init])) {
    [[self rac_signalForSelector:@selector(viewDidAppear:)] subscribeNext:^(RACTuple *arguments) {
      self.appearances += 1;
    }];
  }
  return self;
}
- (void)viewDidAppear:(BOOL)animated { NSLog(@"appeared"); }
- (void)dealloc { NSLog(@"dealloc Controller %ld", (long)self.appearances); }
@end

Controller *controller = [Controller new];
[controller viewDidAppear:YES];
NSLog(@"appearances %ld", (long)controller.appearances);
controller = nil;
