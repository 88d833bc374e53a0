// replayLazily subscribes to nothing until someone subscribes: a signal nobody subscribes to goes.
@interface Photo : NSObject
@property (nonatomic, copy) NSString *title;
@end
@implementation Photo
- (void)dealloc { NSLog(@"dealloc Photo %@", self.title); }
@end

static RACSubject *camera;
camera = [RACSubject subject];
Photo *pier = [Photo new];
pier.title = @"pier";
RACSignal *lazy = [[camera map:^id(id value) { return pier; }] replayLazily];
pier = nil;
[camera sendNext:@1];
lazy = nil;
