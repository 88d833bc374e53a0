// @weakify/@strongify around a doNext: block that counts with an instance variable: _taps++ is
// self->_taps of the method's own self, so the block still captures self strongly.
@interface Tally : NSObject {
  NSInteger _taps;
}
@property (nonatomic, strong) RACSubject *button;
@end
@implementation Tally
- (instancetype)init {
  if ((self = [super init])) {
    _button = [RACSubject subject];
    @weakify(self);
    [[_button doNext:^(id x) {
      @strongify(self);
      _taps++;
    }] subscribeNext:^(id x) {
      NSLog(@"tap");
    }];
  }
  return self;
}
- (void)dealloc { NSLog(@"dealloc Tally %ld", (long)_taps); }
@end

Tally *tally = [Tally new];
[tally.button sendNext:@1];
tally = nil;
