// Fixture written for RACWalkthrough's tests.
#import "RACDisposable.h"

NS_ASSUME_NONNULL_BEGIN

@interface RACCompoundDisposable : RACDisposable
+ (instancetype)compoundDisposable;
- (instancetype)initWithDisposables:(nullable NSArray<RACDisposable *> *)disposables NS_DESIGNATED_INITIALIZER;
- (void)addDisposable:(nullable RACDisposable *)disposable;
@end

NS_ASSUME_NONNULL_END
