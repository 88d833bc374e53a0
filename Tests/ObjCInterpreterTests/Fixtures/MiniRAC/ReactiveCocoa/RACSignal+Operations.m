// Fixture written for RACWalkthrough's tests: one signal's values, then, once it completes,
// another's.
#import "RACSignal+Operations.h"
#import "RACCompoundDisposable.h"

@implementation RACSignal (Operations)

- (RACSignal *)concat:(RACSignal *)signal {
	return [[RACSignal createSignal:^(id<RACSubscriber> subscriber) {
		RACCompoundDisposable *disposable = [RACCompoundDisposable compoundDisposable];
		RACDisposable *first = [self subscribeNext:^(id x) {
			[subscriber sendNext:x];
		} completed:^{
			[disposable addDisposable:[signal subscribe:subscriber]];
		}];
		[disposable addDisposable:first];
		return (RACDisposable *)disposable;
	}] setNameWithFormat:@"[%@] -concat:", self.name];
}

@end
