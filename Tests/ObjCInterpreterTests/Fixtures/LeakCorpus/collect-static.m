// collect waits for a store that never completes, holding every photo it was sent.
@interface Photo : NSObject
@property (nonatomic, copy) NSString *title;
@end
@implementation Photo
- (void)dealloc { NSLog(@"dealloc Photo %@", self.title); }
@end

static RACSubject *uploads;
uploads = [RACSubject subject];
[[uploads collect] subscribeNext:^(NSArray *all) {
  NSLog(@"uploaded %lu", (unsigned long)all.count);
}];
for (NSString *title in @[@"fog", @"rain"]) {
  Photo *photo = [Photo new];
  photo.title = title;
  [uploads sendNext:photo];
}
