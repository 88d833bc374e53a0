// Fixture written for RACWalkthrough's tests: bind: counting the signals still open, and concat:
// keeping both subscriptions in one compound disposable.
#import "RACSignal.h"
#import "RACDynamicSignal.h"
#import "RACCompoundDisposable.h"

NSErrorDomain const RACSignalErrorDomain = @"RACSignalErrorDomain";

@implementation RACSignal

- (instancetype)init {
	return [super init];
}

+ (RACSignal *)createSignal:(RACDisposable * _Nullable (^)(id<RACSubscriber> subscriber))didSubscribe {
	return [RACDynamicSignal createSignal:didSubscribe];
}

+ (RACSignal *)return:(nullable id)value {
	return [[self createSignal:^ RACDisposable * _Nullable (id<RACSubscriber> subscriber) {
		[subscriber sendNext:value];
		[subscriber sendCompleted];
		return nil;
	}] setNameWithFormat:@"+return: %@", value];
}

- (RACSignal *)bind:(RACSignalBindBlock (^)(void))block {
	return [[RACSignal createSignal:^(id<RACSubscriber> subscriber) {
		RACSignalBindBlock bindingBlock = block();
		__block volatile int32_t openSignals = 1;
		RACCompoundDisposable *compoundDisposable = [RACCompoundDisposable compoundDisposable];

		void (^completeSignal)(void) = ^{
			openSignals--;
			if (openSignals == 0) [subscriber sendCompleted];
		};

		void (^addSignal)(RACSignal *) = ^(RACSignal *signal) {
			openSignals++;
			RACDisposable *disposable = [signal subscribeNext:^(id _Nullable x) {
				[subscriber sendNext:x];
			} completed:^{
				completeSignal();
			}];
			[compoundDisposable addDisposable:disposable];
		};

		RACDisposable *selfDisposable = [self subscribeNext:^(id _Nullable x) {
			BOOL stop = NO;
			id signal = bindingBlock(x, &stop);
			if (signal != nil) addSignal(signal);
			if (signal == nil || stop) completeSignal();
		} completed:^{
			completeSignal();
		}];
		[compoundDisposable addDisposable:selfDisposable];
		return (RACDisposable *)compoundDisposable;
	}] setNameWithFormat:@"[%@] -bind:", self.name];
}

- (RACSignal *)concat:(RACSignal *)signal {
	return [[RACSignal createSignal:^(id<RACSubscriber> subscriber) {
		RACCompoundDisposable *both = [RACCompoundDisposable compoundDisposable];
		RACDisposable *first = [self subscribeNext:^(id _Nullable x) {
			[subscriber sendNext:x];
		} completed:^{
			[both addDisposable:[signal subscribe:subscriber]];
		}];
		[both addDisposable:first];
		return (RACDisposable *)both;
	}] setNameWithFormat:@"[%@] -concat: %@", self.name, signal];
}

@end

@implementation RACSignal (Subscription)

- (RACDisposable *)subscribe:(id<RACSubscriber>)subscriber {
	NSAssert(NO, @"%@ must override -subscribe:", self.class);
	return nil;
}

- (RACDisposable *)subscribeNext:(void (^)(id _Nullable x))nextBlock {
	return [self subscribe:[RACSubscriber subscriberWithNext:nextBlock error:NULL completed:NULL]];
}

- (RACDisposable *)subscribeNext:(void (^)(id _Nullable x))nextBlock completed:(void (^)(void))completedBlock {
	return [self subscribe:[RACSubscriber subscriberWithNext:nextBlock error:NULL completed:completedBlock]];
}

@end
