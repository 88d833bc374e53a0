// Fixture written for RACWalkthrough's tests: the disposables it holds, disposed together once.
#import "RACCompoundDisposable.h"

@interface RACCompoundDisposable () {
	NSMutableArray<RACDisposable *> *_held;
	BOOL _compoundDone;
}
@end

@implementation RACCompoundDisposable

+ (instancetype)compoundDisposable {
	return [[self alloc] initWithDisposables:nil];
}

- (instancetype)init {
	return [self initWithDisposables:nil];
}

- (instancetype)initWithDisposables:(nullable NSArray<RACDisposable *> *)disposables {
	self = [super init];
	if (self == nil) return nil;
	_held = [NSMutableArray arrayWithArray:disposables ?: @[]];
	return self;
}

- (void)addDisposable:(nullable RACDisposable *)disposable {
	if (disposable == nil) return;
	if (_compoundDone) {
		[disposable dispose];
		return;
	}
	[_held addObject:disposable];
}

- (BOOL)isDisposed {
	return _compoundDone;
}

- (void)dispose {
	if (_compoundDone) return;
	_compoundDone = YES;
	NSArray<RACDisposable *> *copied = [_held copy];
	_held = nil;
	for (RACDisposable *each in copied) [each dispose];
}

@end
