// RACObserve inside a block references self, even though the target is another object.
@interface Account : NSObject
@property (nonatomic, copy) NSString *owner;
@end
@implementation Account
- (void)dealloc { NSLog(@"dealloc Account %@", self.owner); }
@end
@interface Page : NSObject
@property (nonatomic, strong) Account *account;
@property (nonatomic, strong) RACSignal *owners;
@end
@implementation Page
- (instancetype)init {
  if ((self = [super init])) {
    _account = [Account new];
    _account.owner = @"lin";
    Account *account = _account;
    _owners = [[RACSignal return:@1] flattenMap:^RACStream *(id value) {
      return RACObserve(account, owner);
    }];
  }
  return self;
}
- (void)dealloc { NSLog(@"dealloc Page"); }
@end

Page *page = [Page new];
[page.owners subscribeNext:^(NSString *owner) { NSLog(@"owner %@", owner); }];
page = nil;
