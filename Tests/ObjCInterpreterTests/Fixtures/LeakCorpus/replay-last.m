// The last photo is kept for whoever subscribes later, as long as the camera lives.
@interface Photo : NSObject
@property (nonatomic, copy) NSString *title;
@end
@implementation Photo
- (void)dealloc { NSLog(@"dealloc Photo %@", self.title); }
@end

static RACSubject *camera;
camera = [RACSubject subject];
RACSignal *latest = [camera replayLast];
Photo *first = [Photo new];
first.title = @"first";
Photo *second = [Photo new];
second.title = @"second";
[camera sendNext:first];
[camera sendNext:second];
first = nil;
second = nil;
[latest subscribeNext:^(Photo *photo) {
  NSLog(@"shows %@", photo.title);
}];
latest = nil;
