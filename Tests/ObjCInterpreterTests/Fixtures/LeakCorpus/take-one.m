// take:1 on a store that never completes: after its one value the subscription ends, and what its
// block captured goes although the store stays.
@interface Badge : NSObject
@property (nonatomic, copy) NSString *label;
@end
@implementation Badge
- (void)dealloc { NSLog(@"dealloc Badge %@", self.label); }
@end

static RACSubject *logins;
logins = [RACSubject subject];
Badge *badge = [Badge new];
badge.label = @"new";
[[logins take:1] subscribeNext:^(NSString *user) {
  NSLog(@"%@ badge for %@", badge.label, user);
}];
badge = nil;
[logins sendNext:@"ana"];
[logins sendNext:@"bo"];
