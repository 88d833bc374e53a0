// sample: keeps the last value of a store that never completes until the sampler ticks, and after.
@interface Photo : NSObject
@property (nonatomic, copy) NSString *title;
@end
@implementation Photo
- (void)dealloc { NSLog(@"dealloc Photo %@", self.title); }
@end

static RACSubject *shots;
static RACSubject *shutter;
shots = [RACSubject subject];
shutter = [RACSubject subject];
[[shots sample:shutter] subscribeNext:^(Photo *photo) {
  NSLog(@"sampled %@", photo.title);
}];
for (NSString *title in @[@"elm", @"oak"]) {
  Photo *photo = [Photo new];
  photo.title = title;
  [shots sendNext:photo];
}
[shutter sendNext:@YES];
