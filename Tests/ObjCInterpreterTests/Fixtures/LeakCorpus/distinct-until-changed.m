// distinctUntilChanged on a store that never completes keeps the last value it let through, to
// compare the next one with; the earlier ones go.
@interface Photo : NSObject
@property (nonatomic, copy) NSString *title;
@end
@implementation Photo
- (void)dealloc { NSLog(@"dealloc Photo %@", self.title); }
@end

static RACSubject *selection;
selection = [RACSubject subject];
[[selection distinctUntilChanged] subscribeNext:^(Photo *photo) {
  NSLog(@"selected %@", photo.title);
}];
for (NSString *title in @[@"pier", @"dock"]) {
  Photo *photo = [Photo new];
  photo.title = title;
  [selection sendNext:photo];
}
