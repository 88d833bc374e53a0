// retry then catch: a failing fetch tried twice, its error replaced by a placeholder photo.
@interface Photo : NSObject
@property (nonatomic, copy) NSString *title;
@end
@implementation Photo
- (void)dealloc { NSLog(@"dealloc Photo %@", self.title); }
@end

__block NSInteger attempts = 0;
Photo *placeholder = [Photo new];
placeholder.title = @"placeholder";
RACSignal *fetch = [RACSignal createSignal:^RACDisposable *(id<RACSubscriber> subscriber) {
  attempts += 1;
  [subscriber sendError:[NSError errorWithDomain:@"net" code:attempts userInfo:nil]];
  return nil;
}];
[[[fetch retry:1] catch:^RACSignal *(NSError *error) {
  return [RACSignal return:placeholder];
}] subscribeNext:^(Photo *photo) {
  NSLog(@"after %ld attempts: %@", (long)attempts, photo.title);
}];
placeholder = nil;
fetch = nil;
