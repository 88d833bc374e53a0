// Fixture written for RACWalkthrough's tests.
#import "RACDisposable.h"

@interface RACCompoundDisposable : RACDisposable
+ (instancetype)compoundDisposable;
- (void)addDisposable:(RACDisposable *)disposable;
@end
