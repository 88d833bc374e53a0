// takeUntil: a local trigger that fires: the subscription to the store ends with it.
@interface Photo : NSObject
@property (nonatomic, copy) NSString *title;
@end
@implementation Photo
- (void)dealloc { NSLog(@"dealloc Photo %@", self.title); }
@end

static RACSubject *camera;
camera = [RACSubject subject];
RACSubject *close = [RACSubject subject];
Photo *frame = [Photo new];
frame.title = @"frame";
[[camera takeUntil:close] subscribeNext:^(id value) {
  NSLog(@"framed in %@", frame.title);
}];
[camera sendNext:@1];
frame = nil;
[close sendNext:@YES];
close = nil;
