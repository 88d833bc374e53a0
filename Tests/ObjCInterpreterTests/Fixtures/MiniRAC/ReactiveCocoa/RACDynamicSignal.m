// Fixture written for RACWalkthrough's tests: a signal that runs its block per subscriber.
#import "RACDynamicSignal.h"
#import "RACCompoundDisposable.h"

@interface RACDynamicSignal ()
@property (nonatomic, copy, readonly) RACDisposable * (^didSubscribe)(id<RACSubscriber> subscriber);
@end

@implementation RACDynamicSignal

+ (RACSignal *)createSignal:(RACDisposable * (^)(id<RACSubscriber> subscriber))didSubscribe {
	RACDynamicSignal *signal = [[self alloc] init];
	signal->_didSubscribe = [didSubscribe copy];
	return [signal setNameWithFormat:@"+createSignal:"];
}

- (RACDisposable *)subscribe:(id<RACSubscriber>)subscriber {
	RACCompoundDisposable *disposable = [RACCompoundDisposable compoundDisposable];
	if (self.didSubscribe != NULL) {
		RACDisposable *inner = self.didSubscribe(subscriber);
		[disposable addDisposable:inner];
	}
	return disposable;
}

@end
