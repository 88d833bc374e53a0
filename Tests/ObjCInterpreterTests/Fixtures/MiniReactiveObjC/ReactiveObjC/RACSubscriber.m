// Fixture written for RACWalkthrough's tests: a subscriber made of three blocks.
#import "RACSubscriber.h"

@interface RACSubscriber ()
@property (nonatomic, copy, nullable) void (^next)(id _Nullable value);
@property (nonatomic, copy, nullable) void (^error)(NSError * _Nullable error);
@property (nonatomic, copy, nullable) void (^completed)(void);
@end

@implementation RACSubscriber

+ (instancetype)subscriberWithNext:(void (^)(id x))next error:(void (^)(NSError *error))error completed:(void (^)(void))completed {
	RACSubscriber *subscriber = [[self alloc] init];
	subscriber->_next = [next copy];
	subscriber->_error = [error copy];
	subscriber->_completed = [completed copy];
	return subscriber;
}

- (void)sendNext:(nullable id)value {
	void (^ _Nullable next)(id) = self.next;
	if (next != nil) next(value);
}

- (void)sendError:(nullable NSError *)error {
	void (^block)(NSError * _Nullable) = self.error;
	self.next = nil;
	if (block != nil) block(error);
}

- (void)sendCompleted {
	void (^completed)(void) = self.completed;
	__strong RACSubscriber *keptAlive __attribute__((objc_precise_lifetime)) = self;
	self.next = nil;
	if (completed != nil) completed();
	(void)keptAlive;
}

@end
