// Why @weakify? A screen keeps its subject (an ivar), the subject keeps its subscriber, and the
// subscriber keeps the block given to -subscribeNext:. When that block uses self, the block keeps
// the screen: a cycle. Nothing outside it is needed to keep all of it alive, so the screen is
// never freed, even after the last variable that held it lets go.

@interface CountingScreen : NSObject
@property (nonatomic, strong) RACSubject *taps;
@property (nonatomic, assign) NSInteger count;
- (instancetype)initWeakifying:(BOOL)weakifies;
@end

@implementation CountingScreen
- (instancetype)initWeakifying:(BOOL)weakifies {
    self = [super init];
    _taps = [RACSubject subject];
    if (weakifies) {
        // The fix: the block holds a weak self, and makes it strong only while it runs.
        @weakify(self);
        [_taps subscribeNext:^(id tap) {
            @strongify(self);
            self.count += 1;
            NSLog(@"weakified screen counted %ld", (long)self.count);
        }];
    } else {
        // The cycle: the block names self, so it keeps self strongly.
        [_taps subscribeNext:^(id tap) {
            self.count += 1;
            NSLog(@"screen counted %ld", (long)self.count);
        }];
    }
    return self;
}
- (void)dealloc {
    NSLog(@"dealloc CountingScreen (count %ld)", (long)self.count);
}
@end

CountingScreen *screen = [[CountingScreen alloc] initWeakifying:NO];
[screen.taps sendNext:@"tap"];
screen = nil;
NSLog(@"the screen's last variable is nil: no dealloc, the cycle keeps it");

CountingScreen *weakified = [[CountingScreen alloc] initWeakifying:YES];
[weakified.taps sendNext:@"tap"];
[weakified.taps sendNext:@"tap"];
weakified = nil;
NSLog(@"the weakified screen went with its last variable");

// Leaks: CountingScreen — the first screen, whose block uses self: the cycle this walkthrough shows (the second, weakified, is freed)
