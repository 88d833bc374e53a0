// Fixture written for RACWalkthrough's tests: a signal that runs its block per subscriber.
#import "RACDynamicSignal.h"
#import "RACCompoundDisposable.h"

@interface RACDynamicSignal<__covariant ValueType> ()
@property (nonatomic, copy, readonly, null_unspecified) RACDisposable * _Nullable (^didSubscribe)(id<RACSubscriber> _Nonnull subscriber);
@end

@implementation RACDynamicSignal

+ (RACSignal *)createSignal:(RACDisposable * _Nullable (^)(id<RACSubscriber> subscriber))didSubscribe {
	RACDynamicSignal *signal = [[self alloc] init];
	signal->_didSubscribe = [didSubscribe copy];
	return [signal setNameWithFormat:@"+createSignal:"];
}

- (RACDisposable *)subscribe:(id<RACSubscriber> _Nonnull)subscriber {
	RACCompoundDisposable * _Nonnull disposable = [RACCompoundDisposable compoundDisposable];
	if (self.didSubscribe != NULL) {
		RACDisposable * _Nullable inner = self.didSubscribe(subscriber);
		[disposable addDisposable:inner];
	}
	return disposable;
}

@end
