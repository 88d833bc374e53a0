// deliverOn: the main thread scheduler, from a store that never completes.
@interface Photo : NSObject
@property (nonatomic, copy) NSString *title;
@end
@implementation Photo
- (void)dealloc { NSLog(@"dealloc Photo %@", self.title); }
@end

static RACSubject *camera;
camera = [RACSubject subject];
Photo *lake = [Photo new];
lake.title = @"lake";
[[camera deliverOn:[RACScheduler mainThreadScheduler]] subscribeNext:^(id value) {
  NSLog(@"on main: %@ with %@", value, lake.title);
}];
[camera sendNext:@1];
lake = nil;
