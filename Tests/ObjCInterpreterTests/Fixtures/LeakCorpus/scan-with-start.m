// scanWithStart:reduce: over a store that never completes: the running value (every photo so far)
// stays with the subscription.
@interface Photo : NSObject
@property (nonatomic, copy) NSString *title;
@end
@implementation Photo
- (void)dealloc { NSLog(@"dealloc Photo %@", self.title); }
@end

static RACSubject *roll;
roll = [RACSubject subject];
[[roll scanWithStart:@[] reduce:^id(NSArray *album, Photo *photo) {
  return [album arrayByAddingObject:photo];
}] subscribeNext:^(NSArray *album) {
  NSLog(@"album of %lu", (unsigned long)album.count);
}];
for (NSString *title in @[@"bay", @"reef"]) {
  Photo *photo = [Photo new];
  photo.title = title;
  [roll sendNext:photo];
}
