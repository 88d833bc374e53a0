// switchToLatest over a store of signals that never completes: the latest inner stays subscribed.
@interface Photo : NSObject
@property (nonatomic, copy) NSString *title;
@end
@implementation Photo
- (void)dealloc { NSLog(@"dealloc Photo %@", self.title); }
@end

static RACSubject *queries;
queries = [RACSubject subject];
[[queries switchToLatest] subscribeNext:^(Photo *photo) {
  NSLog(@"result %@", photo.title);
}];
RACSubject *older = [RACSubject subject];
RACSubject *newer = [RACSubject subject];
[queries sendNext:older];
[queries sendNext:newer];
Photo *rock = [Photo new];
rock.title = @"rock";
[newer sendNext:rock];
rock = nil;
older = nil;
newer = nil;
