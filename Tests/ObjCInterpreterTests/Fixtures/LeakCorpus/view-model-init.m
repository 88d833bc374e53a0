// A screen made with its view model binds its title to the model's name in -initWithViewModel:,
// observing itself through the model (RACObserve(self, viewModel.name)) and the model directly:
// the bindings end when the screen goes, and neither holds the screen.
@interface Album : NSObject
@property (nonatomic, copy) NSString *name;
@end
@implementation Album
- (void)dealloc { NSLog(@"dealloc Album %@", self.name); }
@end

@interface AlbumScreen : NSObject
@property (nonatomic, strong) Album *viewModel;
@property (nonatomic, copy) NSString *title;
@property (nonatomic, copy) NSString *subtitle;
@end
@implementation AlbumScreen
- (instancetype)initWithViewModel:(Album *)viewModel {
  if ((self = [super init])) {
    _viewModel = viewModel;
    RAC(self, title) = RACObserve(self, viewModel.name);
    RAC(self, subtitle) = [RACObserve(self.viewModel, name) map:^id(NSString *name) {
      return [name uppercaseString];
    }];
  }
  return self;
}
- (void)dealloc { NSLog(@"dealloc AlbumScreen %@", self.title); }
@end

Album *album = [Album new];
album.name = @"dunes";
AlbumScreen *screen = [[AlbumScreen alloc] initWithViewModel:album];
album.name = @"cliffs";
NSLog(@"%@ / %@", screen.title, screen.subtitle);
album = nil;
screen = nil;
