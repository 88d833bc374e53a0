// subscribeOn: a background scheduler; the signal completes, so nothing is left.
@interface Photo : NSObject
@property (nonatomic, copy) NSString *title;
@end
@implementation Photo
- (void)dealloc { NSLog(@"dealloc Photo %@", self.title); }
@end

Photo *cove = [Photo new];
cove.title = @"cove";
RACSignal *load = [RACSignal createSignal:^RACDisposable *(id<RACSubscriber> subscriber) {
  [subscriber sendNext:cove];
  [subscriber sendCompleted];
  return nil;
}];
[[load subscribeOn:[RACScheduler scheduler]] subscribeNext:^(Photo *photo) {
  NSLog(@"loaded %@", photo.title);
}];
cove = nil;
load = nil;
