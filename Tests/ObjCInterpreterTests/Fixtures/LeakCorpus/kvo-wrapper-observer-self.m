// An object observes its own key path through -rac_observeKeyPath:options:observer:block: with
// itself as the observer: RAC takes the observer as a __weak parameter, so its blocks hold it
// weakly and the object goes.
@interface Player : NSObject
@property (nonatomic, copy) NSString *track;
@property (nonatomic, copy) NSString *shown;
@end
@implementation Player
- (instancetype)init {
  if ((self = [super init])) {
    [self rac_observeKeyPath:@"track" options:NSKeyValueObservingOptionInitial | NSKeyValueObservingOptionNew
                    observer:self
                       block:^(id value, NSDictionary *change, BOOL causedByDealloc, BOOL affectedOnlyLastComponent) {
      NSLog(@"now playing %@", value);
    }];
  }
  return self;
}
- (void)dealloc { NSLog(@"dealloc Player %@", self.track); }
@end

Player *player = [Player new];
player.track = @"intro";
player.track = @"chorus";
player = nil;
