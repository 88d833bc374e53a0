// A screen binds a spinner to its command's executing signal with RAC(self, …) = and the command's
// block is weakified: the binding ends with the screen, and the command goes with it.
@interface Screen : NSObject
@property (nonatomic, strong) RACCommand *save;
@property (nonatomic) BOOL busy;
@property (nonatomic, copy) NSString *name;
@end
@implementation Screen
- (instancetype)init {
  if ((self = [super init])) {
    _name = @"notes";
    @weakify(self);
    _save = [[RACCommand alloc] initWithSignalBlock:^RACSignal *(id input) {
      @strongify(self);
      return [RACSignal return:self.name];
    }];
    RAC(self, busy) = self.save.executing;
  }
  return self;
}
- (void)dealloc { NSLog(@"dealloc Screen %@", self.name); }
@end

Screen *screen = [Screen new];
[screen.save execute:nil];
NSLog(@"busy %d", screen.busy);
screen = nil;
