// A view model's command whose signal block uses self: the model holds the command, the command
// holds its block, the block holds the model.
@interface Uploader : NSObject
@property (nonatomic, strong) RACCommand *upload;
@property (nonatomic, copy) NSString *album;
@end
@implementation Uploader
- (instancetype)init {
  if ((self = [super init])) {
    _album = @"summer";
    _upload = [[RACCommand alloc] initWithSignalBlock:^RACSignal *(id input) {
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
