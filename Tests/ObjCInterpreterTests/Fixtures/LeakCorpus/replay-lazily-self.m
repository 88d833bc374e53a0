// A feed keeps -replayLazily of its own camera's photos in a property and subscribes to it with a
// block that uses self: the replay subject's subscriber holds the block, which holds the feed.
@interface Photo : NSObject
@property (nonatomic, copy) NSString *title;
@end
@implementation Photo
- (void)dealloc { NSLog(@"dealloc Photo %@", self.title); }
@end

@interface Feed : NSObject
@property (nonatomic, strong) RACSubject *camera;
@property (nonatomic, strong) RACSignal *photos;
@property (nonatomic, copy) NSString *latest;
@end
@implementation Feed
- (instancetype)init {
  if ((self = [super init])) {
    _camera = [RACSubject subject];
    _photos = [_camera replayLazily];
    [self.photos subscribeNext:^(Photo *photo) {
      self.latest = photo.title;
    }];
  }
  return self;
}
- (void)dealloc { NSLog(@"dealloc Feed %@", self.latest); }
@end

Feed *feed = [Feed new];
Photo *dawn = [Photo new];
dawn.title = @"dawn";
[feed.camera sendNext:dawn];
dawn = nil;
NSLog(@"latest %@", feed.latest);
feed = nil;
