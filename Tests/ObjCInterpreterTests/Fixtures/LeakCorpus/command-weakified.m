// The same command with @weakify: the model goes, and its command with it.
@interface Uploader : NSObject
@property (nonatomic, strong) RACCommand *upload;
@property (nonatomic, copy) NSString *album;
@end
@implementation Uploader
- (instancetype)init {
  if ((self = [super init])) {
    _album = @"winter";
    @weakify(self);
    _upload = [[RACCommand alloc] initWithSignalBlock:^RACSignal *(id input) {
      @strongify(self);
      return [RACSignal return:self.album];
    }];
  }
  return self;
}
- (void)dealloc { NSLog(@"dealloc Uploader %@", self.album); }
@end

Uploader *uploader = [Uploader new];
[[uploader.upload execute:@1] subscribeNext:^(NSString *album) {
  NSLog(@"uploaded %@", album);
}];
uploader = nil;
