// A feed replays every photo it ever sent to late subscribers; its source never completes.
@interface Photo : NSObject
@property (nonatomic, copy) NSString *title;
@end
@implementation Photo
- (void)dealloc { NSLog(@"dealloc Photo %@", self.title); }
@end

static RACSubject *camera;
camera = [RACSubject subject];
RACSignal *feed = [camera replay];
Photo *dune = [Photo new];
dune.title = @"dune";
[camera sendNext:dune];
dune = nil;
[feed subscribeNext:^(Photo *photo) {
  NSLog(@"late viewer sees %@", photo.title);
}];
feed = nil;
