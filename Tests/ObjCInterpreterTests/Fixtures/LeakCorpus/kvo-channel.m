// A RACKVOChannel on a model's property, followed from the other end; the model goes first.
@interface Profile : NSObject
@property (nonatomic, copy) NSString *nickname;
@end
@implementation Profile
- (void)dealloc { NSLog(@"dealloc Profile %@", self.nickname); }
@end

Profile *profile = [Profile new];
profile.nickname = @"kit";
RACKVOChannel *channel = [[RACKVOChannel alloc] initWithTarget:profile keyPath:@"nickname" nilValue:@""];
[channel.followingTerminal subscribeNext:^(NSString *nickname) {
  NSLog(@"nickname %@", nickname);
}];
[channel.followingTerminal sendNext:@"kat"];
profile = nil;
channel = nil;
