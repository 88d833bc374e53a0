// Fixture written for RACWalkthrough's tests.
#import "RACSignal.h"

NS_ASSUME_NONNULL_BEGIN

@interface RACDynamicSignal<__covariant ValueType> : RACSignal<ValueType>
+ (RACSignal<ValueType> *)createSignal:(RACDisposable * _Nullable (^)(id<RACSubscriber> subscriber))didSubscribe;
@end

NS_ASSUME_NONNULL_END
