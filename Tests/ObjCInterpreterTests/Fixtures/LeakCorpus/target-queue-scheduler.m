// A serial queue kept in a static, a RACTargetQueueScheduler made on it and a block sent to it: the
// queue is libdispatch's and holds no RAC object, so once the delivery has run nothing is left.
@interface Photo : NSObject
@property (nonatomic, copy) NSString *title;
@end
@implementation Photo
- (void)dealloc { NSLog(@"dealloc Photo %@", self.title); }
@end
static dispatch_queue_t work;
work = dispatch_queue_create("photos.work", DISPATCH_QUEUE_SERIAL);
RACScheduler *scheduler = [[RACTargetQueueScheduler alloc] initWithName:@"photos" targetQueue:work];
Photo *fern = [Photo new];
fern.title = @"fern";
[[[RACSignal return:fern] deliverOn:scheduler] subscribeNext:^(Photo *photo) {
  NSLog(@"got %@", photo.title);
}];
dispatch_async(work, ^{ NSLog(@"worked"); });
fern = nil;
scheduler = nil;
