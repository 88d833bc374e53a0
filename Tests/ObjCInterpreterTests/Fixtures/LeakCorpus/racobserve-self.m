// RACObserve(self, …) subscribed by self with a block that uses self: self's KVO registration
// keeps the subscription, whose block keeps self, so the observation never ends (RAC's classic cycle).
@interface Counter : NSObject
@property (nonatomic) NSInteger count;
@property (nonatomic, copy) NSString *shown;
@end
@implementation Counter
- (instancetype)init {
  if ((self = [super init])) {
    [RACObserve(self, count) subscribeNext:^(NSNumber *count) {
      self.shown = count.stringValue;
    }];
  }
  return self;
}
- (void)dealloc { NSLog(@"dealloc Counter %@", self.shown); }
@end

Counter *counter = [Counter new];
counter.count = 4;
NSLog(@"shown %@", counter.shown);
counter = nil;
