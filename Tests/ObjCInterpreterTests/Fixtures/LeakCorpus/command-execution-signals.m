// A screen listens to its own command's executionSignals and uses self in the block.
@interface Screen : NSObject
@property (nonatomic, strong) RACCommand *refresh;
@property (nonatomic, copy) NSString *status;
@end
@implementation Screen
- (instancetype)init {
  if ((self = [super init])) {
    _refresh = [[RACCommand alloc] initWithSignalBlock:^RACSignal *(id input) {
      return [RACSignal return:@"fresh"];
    }];
    [[_refresh.executionSignals switchToLatest] subscribeNext:^(NSString *value) {
      self.status = value;
    }];
  }
  return self;
}
- (void)dealloc { NSLog(@"dealloc Screen %@", self.status); }
@end

Screen *screen = [Screen new];
[screen.refresh execute:nil];
NSLog(@"status %@", screen.status);
screen = nil;
