// Fixture written for RACWalkthrough's tests: a generic signal, its own bind block type, and
// subscription in a category of the generic class.
#import "RACAnnotations.h"
#import "RACStream.h"
#import "RACSubscriber.h"
#import "RACDisposable.h"

@class RACSignal<__covariant ValueType>;
@class RACDynamicSignal, RACCompoundDisposable;

NS_ASSUME_NONNULL_BEGIN

extern NSErrorDomain const RACSignalErrorDomain;

typedef NS_ERROR_ENUM(RACSignalErrorDomain, RACSignalError) {
	RACSignalErrorNoValues = 1,
};

@interface RACSignal<__covariant ValueType> : RACStream

+ (RACSignal<ValueType> *)createSignal:(RACDisposable * _Nullable (^)(id<RACSubscriber> subscriber))didSubscribe RAC_WARN_UNUSED_RESULT;
+ (RACSignal<ValueType> *)return:(nullable ValueType)value RAC_WARN_UNUSED_RESULT;

typedef RACSignal * _Nullable (^RACSignalBindBlock)(ValueType _Nullable value, BOOL *stop);

- (RACSignal *)bind:(RACSignalBindBlock (^)(void))block RAC_WARN_UNUSED_RESULT;
- (RACSignal *)concat:(RACSignal *)signal RAC_WARN_UNUSED_RESULT;
- (instancetype)init NS_DESIGNATED_INITIALIZER;

@end

@interface RACSignal<__covariant ValueType> (Subscription)

- (RACDisposable *)subscribe:(id<RACSubscriber>)subscriber;
- (RACDisposable *)subscribeNext:(void (^)(ValueType _Nullable x))nextBlock;
- (RACDisposable *)subscribeNext:(void (^)(ValueType _Nullable x))nextBlock completed:(void (^)(void))completedBlock;

@end

NS_ASSUME_NONNULL_END
