// A search screen flattenMaps its own queries with a block that uses self to make each request:
// the query subject's subscriber holds the bind block, which holds the map block and so the screen.
@interface Search : NSObject
@property (nonatomic, strong) RACSubject *queries;
@property (nonatomic, copy) NSString *prefix;
@property (nonatomic, copy) NSString *result;
@end
@implementation Search
- (instancetype)init {
  if ((self = [super init])) {
    _prefix = @"found";
    _queries = [RACSubject subject];
    [[_queries flattenMap:^RACStream *(NSString *query) {
      return [RACSignal return:[NSString stringWithFormat:@"%@ %@", self.prefix, query]];
    }] subscribeNext:^(NSString *result) {
      NSLog(@"%@", result);
    }];
  }
  return self;
}
- (void)dealloc { NSLog(@"dealloc Search %@", self.prefix); }
@end

Search *search = [Search new];
[search.queries sendNext:@"owls"];
search = nil;
