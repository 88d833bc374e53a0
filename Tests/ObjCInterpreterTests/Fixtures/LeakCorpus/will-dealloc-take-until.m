// The fix for a store that never completes: take its values until the listener is deallocated.
@interface Ticker : NSObject
@property (nonatomic, copy) NSString *last;
- (instancetype)initWithQuotes:(RACSignal *)quotes;
@end
@implementation Ticker
- (instancetype)initWithQuotes:(RACSignal *)quotes {
  if ((self = [super init])) {
    @weakify(self);
    [[quotes takeUntil:self.rac_willDeallocSignal] subscribeNext:^(NSString *quote) {
      @strongify(self);
      self.last = quote;
    }];
  }
  return self;
}
- (void)dealloc { NSLog(@"dealloc Ticker %@", self.last); }
@end

static RACSubject *quotes;
quotes = [RACSubject subject];
Ticker *ticker = [[Ticker alloc] initWithQuotes:quotes];
[quotes sendNext:@"ACME 12"];
ticker = nil;
[quotes sendNext:@"ACME 13"];
