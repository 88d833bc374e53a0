// rac_liftSelector:withSignals: with a title from a subject that completes and a count sent once:
// the lifted subscription ends with its signals, and nothing keeps the badge.
@interface Badge : NSObject
@property (nonatomic, copy) NSString *caption;
- (void)setTitle:(NSString *)title count:(NSNumber *)count;
@end
@implementation Badge
- (void)setTitle:(NSString *)title count:(NSNumber *)count {
  self.caption = [NSString stringWithFormat:@"%@ (%@)", title, count];
  NSLog(@"badge %@", self.caption);
}
- (void)dealloc { NSLog(@"dealloc Badge %@", self.caption); }
@end

RACSubject *titles = [RACSubject subject];
Badge *badge = [Badge new];
[badge rac_liftSelector:@selector(setTitle:count:) withSignals:titles, [RACSignal return:@4], nil];
[titles sendNext:@"inbox"];
[titles sendNext:@"drafts"];
[titles sendCompleted];
badge = nil;
titles = nil;
