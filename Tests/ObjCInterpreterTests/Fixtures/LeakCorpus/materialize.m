// materialize: a store's events as values, from a store that never completes.
@interface Photo : NSObject
@property (nonatomic, copy) NSString *title;
@end
@implementation Photo
- (void)dealloc { NSLog(@"dealloc Photo %@", self.title); }
@end

static RACSubject *camera;
camera = [RACSubject subject];
Photo *lens = [Photo new];
lens.title = @"lens";
[[camera materialize] subscribeNext:^(RACEvent *event) {
  NSLog(@"event %@ through %@", event.value, lens.title);
}];
[camera sendNext:@1];
lens = nil;
