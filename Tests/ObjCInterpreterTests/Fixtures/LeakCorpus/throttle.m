// throttle: on a store that never completes: the last value waits for its turn, then the
// subscription stays.
@interface Photo : NSObject
@property (nonatomic, copy) NSString *title;
@end
@implementation Photo
- (void)dealloc { NSLog(@"dealloc Photo %@", self.title); }
@end

static RACSubject *search;
search = [RACSubject subject];
Photo *fern = [Photo new];
fern.title = @"fern";
[[search throttle:0.3] subscribeNext:^(Photo *photo) {
  NSLog(@"search %@", photo.title);
}];
[search sendNext:fern];
fern = nil;
