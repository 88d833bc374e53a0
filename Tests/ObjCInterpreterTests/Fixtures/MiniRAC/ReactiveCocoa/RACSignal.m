// Fixture written for RACWalkthrough's tests: bind: with the names the posts use (bindingBlock,
// signals, compoundDisposable, completeSignal, addSignal), kept small.
#import "RACSignal.h"
#import "RACDynamicSignal.h"
#import "RACCompoundDisposable.h"

@implementation RACSignal

+ (RACSignal *)createSignal:(RACDisposable * (^)(id<RACSubscriber> subscriber))didSubscribe {
	return [RACDynamicSignal createSignal:didSubscribe];
}

+ (RACSignal *)return:(id)value {
	return [[self createSignal:^(id<RACSubscriber> subscriber) {
		[subscriber sendNext:value];
		[subscriber sendCompleted];
		return (RACDisposable *)nil;
	}] setNameWithFormat:@"+return: %@", value];
}

- (RACDisposable *)subscribe:(id<RACSubscriber>)subscriber {
	NSAssert(NO, @"%@ must override -subscribe:", self.class);
	return nil;
}

- (RACDisposable *)subscribeNext:(void (^)(id x))nextBlock {
	return [self subscribe:[RACSubscriber subscriberWithNext:nextBlock error:NULL completed:NULL]];
}

- (RACDisposable *)subscribeNext:(void (^)(id x))nextBlock completed:(void (^)(void))completedBlock {
	return [self subscribe:[RACSubscriber subscriberWithNext:nextBlock error:NULL completed:completedBlock]];
}

- (RACSignal *)bind:(RACStreamBindBlock (^)(void))block {
	return [[RACSignal createSignal:^(id<RACSubscriber> subscriber) {
		RACStreamBindBlock bindingBlock = block();
		NSMutableArray *signals = [NSMutableArray arrayWithObject:self];
		RACCompoundDisposable *compoundDisposable = [RACCompoundDisposable compoundDisposable];

		void (^completeSignal)(RACSignal *) = ^(RACSignal *signal) {
			[signals removeObject:signal];
			if (signals.count == 0) [subscriber sendCompleted];
		};

		void (^addSignal)(RACSignal *) = ^(RACSignal *signal) {
			[signals addObject:signal];
			RACDisposable *disposable = [signal subscribeNext:^(id x) {
				[subscriber sendNext:x];
			} completed:^{
				completeSignal(signal);
			}];
			[compoundDisposable addDisposable:disposable];
		};

		RACDisposable *selfDisposable = [self subscribeNext:^(id x) {
			BOOL stop = NO;
			id signal = bindingBlock(x, &stop);
			if (signal != nil) addSignal(signal);
			if (signal == nil || stop) completeSignal(self);
		} completed:^{
			completeSignal(self);
		}];
		[compoundDisposable addDisposable:selfDisposable];
		return (RACDisposable *)compoundDisposable;
	}] setNameWithFormat:@"[%@] -bind:", self.name];
}

@end
