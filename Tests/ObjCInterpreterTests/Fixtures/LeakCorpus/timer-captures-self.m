// A repeating timer whose block uses self, never disposed: the timer keeps the clock.
@interface Clock : NSObject
@property (nonatomic) NSInteger ticks;
@end
@implementation Clock
- (instancetype)init {
  if ((self = [super init])) {
    [[RACSignal interval:1 onScheduler:[RACScheduler mainThreadScheduler]] subscribeNext:^(NSDate *now) {
      self.ticks += 1;
    }];
  }
  return self;
}
- (void)dealloc { NSLog(@"dealloc Clock %ld", (long)self.ticks); }
@end

Clock *clock = [Clock new];
clock = nil;
