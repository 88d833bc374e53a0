// A failing command's errors, shown by a label the block captures; the command is a local.
@interface Banner : NSObject
@property (nonatomic, copy) NSString *text;
@end
@implementation Banner
- (void)dealloc { NSLog(@"dealloc Banner %@", self.text); }
@end

Banner *banner = [Banner new];
RACCommand *save = [[RACCommand alloc] initWithSignalBlock:^RACSignal *(id input) {
  return [RACSignal error:[NSError errorWithDomain:@"disk" code:28 userInfo:nil]];
}];
[save.errors subscribeNext:^(NSError *error) {
  banner.text = error.domain;
}];
[[save execute:nil] subscribeError:^(NSError *error) {
  NSLog(@"failed %ld", (long)error.code);
}];
NSLog(@"banner %@", banner.text);
banner = nil;
save = nil;
