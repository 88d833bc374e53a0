// Fixture written for RACWalkthrough's tests: two disposables kept inline, the rest in an array.
#import "RACCompoundDisposable.h"

#define InlineSlots 2

@interface RACCompoundDisposable () {
	RACDisposable *_inline[InlineSlots];
	NSMutableArray *_overflow;
	BOOL _compoundDone;
}
@end

@implementation RACCompoundDisposable

static NSUInteger compoundsMade = 0;

+ (instancetype)compoundDisposable {
	compoundsMade++;
	return [[self alloc] init];
}

- (void)addDisposable:(RACDisposable *)disposable {
	if (disposable == nil) return;
	if (_compoundDone) {
		[disposable dispose];
		return;
	}
	{
		for (unsigned slot = 0; slot < InlineSlots; slot++) {
			if (_inline[slot] == nil) {
				_inline[slot] = disposable;
				goto stored;
			}
		}
		if (_overflow == nil) _overflow = [NSMutableArray array];
		[_overflow addObject:disposable];
	stored:;
	}
}

- (BOOL)isDisposed {
	return _compoundDone;
}

- (void)dispose {
	if (_compoundDone) return;
	_compoundDone = YES;
	RACDisposable *copied[InlineSlots];
	for (unsigned slot = 0; slot < InlineSlots; slot++) {
		copied[slot] = _inline[slot];
		_inline[slot] = nil;
	}
	for (unsigned slot = 0; slot < InlineSlots; slot++) [copied[slot] dispose];
	for (RACDisposable *each in _overflow) [each dispose];
	_overflow = nil;
}

@end
