// multicast: into a replay subject, connected, then the connection disposed: the source lets go.
@interface Photo : NSObject
@property (nonatomic, copy) NSString *title;
@end
@implementation Photo
- (void)dealloc { NSLog(@"dealloc Photo %@", self.title); }
@end

static RACSubject *camera;
camera = [RACSubject subject];
RACMulticastConnection *connection = [camera multicast:[RACReplaySubject subject]];
RACDisposable *running = [connection connect];
Photo *bay = [Photo new];
bay.title = @"bay";
[camera sendNext:bay];
bay = nil;
[connection.signal subscribeNext:^(Photo *photo) {
  NSLog(@"replayed %@", photo.title);
}];
[running dispose];
connection = nil;
