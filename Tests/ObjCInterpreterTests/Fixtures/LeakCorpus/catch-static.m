// catch: on a store that never completes: the catch block and what it captures stay.
@interface Photo : NSObject
@property (nonatomic, copy) NSString *title;
@end
@implementation Photo
- (void)dealloc { NSLog(@"dealloc Photo %@", self.title); }
@end

static RACSubject *uploads;
uploads = [RACSubject subject];
Photo *fallback = [Photo new];
fallback.title = @"fallback";
[[uploads catch:^RACSignal *(NSError *error) {
  return [RACSignal return:fallback];
}] subscribeNext:^(id value) {
  NSLog(@"upload %@", value);
}];
[uploads sendNext:@"ok"];
fallback = nil;
