// Fixture written for RACWalkthrough's tests: a subscriber made of three blocks.
#import "RACSubscriber.h"

@interface RACSubscriber ()
@property (nonatomic, copy) void (^next)(id value);
@property (nonatomic, copy) void (^error)(NSError *error);
@property (nonatomic, copy) void (^completed)(void);
@end

@implementation RACSubscriber

+ (instancetype)subscriberWithNext:(void (^)(id x))next error:(void (^)(NSError *error))error completed:(void (^)(void))completed {
	RACSubscriber *subscriber = [[self alloc] init];
	subscriber->_next = [next copy];
	subscriber->_error = [error copy];
	subscriber->_completed = [completed copy];
	return subscriber;
}

- (void)sendNext:(id)value {
	void (^next)(id) = self.next;
	if (next != nil) next(value);
}

- (void)sendError:(NSError *)error {
	void (^block)(NSError *) = self.error;
	[self releaseBlocks];
	if (block != nil) block(error);
}

- (void)sendCompleted {
	void (^completed)(void) = self.completed;
	[self releaseBlocks];
	if (completed != nil) completed();
}

// A finished subscriber lets go of its blocks, and with them of whatever they hold.
- (void)releaseBlocks {
	self.next = nil;
	self.error = nil;
	self.completed = nil;
}

@end
