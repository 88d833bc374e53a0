// merge: of a store that never completes and a local subject: the merge stays subscribed to both.
@interface Photo : NSObject
@property (nonatomic, copy) NSString *title;
@end
@implementation Photo
- (void)dealloc { NSLog(@"dealloc Photo %@", self.title); }
@end

static RACSubject *news;
news = [RACSubject subject];
RACSubject *alerts = [RACSubject subject];
Photo *front = [Photo new];
front.title = @"front";
[[RACSignal merge:@[news, alerts]] subscribeNext:^(id value) {
  NSLog(@"%@ on %@", value, front.title);
}];
[alerts sendNext:@"storm"];
front = nil;
alerts = nil;
