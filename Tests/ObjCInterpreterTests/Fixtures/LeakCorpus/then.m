// then: waits for a store that never completes, holding the block that makes the next signal.
@interface Photo : NSObject
@property (nonatomic, copy) NSString *title;
@end
@implementation Photo
- (void)dealloc { NSLog(@"dealloc Photo %@", self.title); }
@end

static RACSubject *login;
login = [RACSubject subject];
Photo *avatar = [Photo new];
avatar.title = @"avatar";
[[login then:^RACSignal *{
  return [RACSignal return:avatar];
}] subscribeNext:^(Photo *photo) {
  NSLog(@"then %@", photo.title);
}];
[login sendNext:@"token"];
avatar = nil;
