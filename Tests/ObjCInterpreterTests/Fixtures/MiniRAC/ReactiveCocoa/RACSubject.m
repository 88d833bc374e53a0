// Fixture written for RACWalkthrough's tests: a hot signal that keeps its subscribers in an array
// and forgets one when its subscription is disposed.
#import "RACSubject.h"
#import "RACDisposable.h"

@interface RACSubject ()
@property (nonatomic, strong, readonly) NSMutableArray *subscribers;
@end

@implementation RACSubject

+ (instancetype)subject {
	return [[self alloc] init];
}

- (instancetype)init {
	self = [super init];
	if (self == nil) return nil;
	_subscribers = [[NSMutableArray alloc] init];
	return self;
}

// Every subject is a different one: its hash is its address, as a pointer cast to an integer.
- (NSUInteger)hash {
	return (NSUInteger)(__bridge void *)self;
}

- (RACDisposable *)subscribe:(id<RACSubscriber>)subscriber {
	NSMutableArray *subscribers = self.subscribers;
	[subscribers addObject:subscriber];
	return [RACDisposable disposableWithBlock:^{
		[subscribers removeObjectIdenticalTo:subscriber];
	}];
}

- (void)sendNext:(id)value {
	for (id<RACSubscriber> subscriber in [self.subscribers copy]) {
		[subscriber sendNext:value];
	}
}

- (void)sendCompleted {
	for (id<RACSubscriber> subscriber in [self.subscribers copy]) {
		[subscriber sendCompleted];
	}
}

@end
