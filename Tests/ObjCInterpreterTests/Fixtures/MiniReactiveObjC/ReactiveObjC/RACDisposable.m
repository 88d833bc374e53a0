// Fixture written for RACWalkthrough's tests: a disposable runs its block once.
#import "RACDisposable.h"

@interface RACDisposable () {
	void (^ _Nullable _block)(void);
	BOOL _done;
}
@end

@implementation RACDisposable

+ (instancetype)disposableWithBlock:(void (^)(void))block {
	RACDisposable *disposable = [[self alloc] init];
	disposable->_block = [block copy];
	return disposable;
}

- (BOOL)isDisposed {
	return _done;
}

- (void)dispose {
	if (_done) return;
	_done = YES;
	void (^ _Nullable block)(void) = _block;
	_block = nil;
	if (block != nil) block();
}

@end
