// A chore keeps its work block in a void * made with CFBridgingRetain, as RACDisposable does, and
// lets go of it with CFBridgingRelease when it performs it, or CFRelease when it goes first.
@interface Note : NSObject
@property (nonatomic, copy) NSString *text;
@end
@implementation Note
- (void)dealloc { NSLog(@"dealloc Note %@", self.text); }
@end

@interface Chore : NSObject {
  void *_work;
}
- (instancetype)initWithWork:(void (^)(void))work;
- (void)perform;
@end
@implementation Chore
- (instancetype)initWithWork:(void (^)(void))work {
  self = [super init];
  if (self == nil) return nil;
  _work = (void *)CFBridgingRetain([work copy]);
  return self;
}
- (void)perform {
  void (^work)(void) = CFBridgingRelease(_work);
  _work = NULL;
  if (work != nil) work();
}
- (void)dealloc {
  if (_work != NULL) CFRelease(_work);
  NSLog(@"dealloc Chore");
}
@end

@interface Desk : NSObject
@property (nonatomic, strong) Chore *chore;
@property (nonatomic, copy) NSString *name;
@end
@implementation Desk
- (void)dealloc { NSLog(@"dealloc Desk %@", self.name); }
@end

static Chore *pending;

Note *kept = [Note new];
kept.text = @"kept";
pending = [[Chore alloc] initWithWork:^{ NSLog(@"%@", kept.text); }];
kept = nil;

Note *done = [Note new];
done.text = @"done";
Chore *once = [[Chore alloc] initWithWork:^{ NSLog(@"ran with %@", done.text); }];
done = nil;
[once perform];
once = nil;

Desk *desk = [Desk new];
desk.name = @"cycle";
desk.chore = [[Chore alloc] initWithWork:^{ NSLog(@"%@", desk.name); }];
desk = nil;

Note *lost = [Note new];
lost.text = @"lost";
void *dropped = (__bridge_retained void *)lost;
lost = nil;
dropped = NULL;

Note *back = [Note new];
back.text = @"back";
void *handed = (__bridge_retained void *)back;
back = nil;
Note *taken = (__bridge_transfer Note *)handed;
NSLog(@"took %@", taken.text);
taken = nil;
NSLog(@"end");
