// Only the completed block of a subscription uses self: the subscriber keeps it until the subject
// completes, which it never does, so the uploader and its subject keep each other.
@interface Uploader : NSObject
@property (nonatomic, strong) RACSubject *progress;
@property (nonatomic) BOOL done;
@end
@implementation Uploader
- (instancetype)init {
  if ((self = [super init])) {
    _progress = [RACSubject subject];
    [_progress subscribeNext:^(NSNumber *percent) {
      NSLog(@"%@%%", percent);
    } completed:^{
      self.done = YES;
    }];
  }
  return self;
}
- (void)dealloc { NSLog(@"dealloc Uploader"); }
@end

Uploader *uploader = [Uploader new];
[uploader.progress sendNext:@50];
uploader = nil;
