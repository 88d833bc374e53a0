// A clock's repeating timer, taken until the clock is deallocated: nothing is left.
@interface Clock : NSObject
@property (nonatomic) NSInteger ticks;
@end
@implementation Clock
- (instancetype)init {
  if ((self = [super init])) {
    @weakify(self);
    [[[RACSignal interval:1 onScheduler:[RACScheduler mainThreadScheduler]]
        takeUntil:self.rac_willDeallocSignal] subscribeNext:^(NSDate *now) {
      @strongify(self);
      self.ticks += 1;
    }];
  }
  return self;
}
- (void)dealloc { NSLog(@"dealloc Clock %ld", (long)self.ticks); }
@end

Clock *clock = [Clock new];
clock = nil;
