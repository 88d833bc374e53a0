// Fixture written for RACWalkthrough's tests.
@import Foundation;

NS_ASSUME_NONNULL_BEGIN

@protocol RACSubscriber <NSObject>
- (void)sendNext:(nullable id)value;
- (void)sendError:(nullable NSError *)error;
- (void)sendCompleted;
@end

@interface RACSubscriber : NSObject <RACSubscriber>
+ (instancetype)subscriberWithNext:(void (^ _Nullable)(id _Nullable x))next error:(void (^ _Nullable)(NSError * _Nullable error))error completed:(void (^ _Nullable)(void))completed;
+ (instancetype)new NS_UNAVAILABLE;
@end

NS_ASSUME_NONNULL_END
