// Fixture written for RACWalkthrough's tests.
@import Foundation;

NS_ASSUME_NONNULL_BEGIN

@interface RACDisposable : NSObject
@property (atomic, assign, getter = isDisposed, readonly) BOOL disposed;
+ (instancetype)disposableWithBlock:(void (^)(void))block;
- (void)dispose;
@end

NS_ASSUME_NONNULL_END
