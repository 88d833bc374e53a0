// Once subscribed, replayLazily's subject stays subscribed to a source that never completes.
@interface Photo : NSObject
@property (nonatomic, copy) NSString *title;
@end
@implementation Photo
- (void)dealloc { NSLog(@"dealloc Photo %@", self.title); }
@end

static RACSubject *camera;
camera = [RACSubject subject];
RACSignal *lazy = [camera replayLazily];
RACDisposable *viewing = [lazy subscribeNext:^(Photo *photo) {
  NSLog(@"got %@", photo.title);
}];
Photo *pier = [Photo new];
pier.title = @"pier";
[camera sendNext:pier];
pier = nil;
[viewing dispose];
lazy = nil;
