// Fixture written for RACWalkthrough's tests: map: is flattenMap: is bind:, annotated.
#import "RACStream.h"

@implementation RACStream

- (instancetype)init {
	self = [super init];
	if (self == nil) return nil;
	self.name = @"";
	return self;
}

+ (__kindof RACStream *)return:(nullable id)value {
	NSAssert(NO, @"%@ must override +return:", self);
	return nil;
}

- (__kindof RACStream *)bind:(RACStreamBindBlock (^)(void))block {
	NSAssert(NO, @"%@ must override -bind:", self.class);
	return nil;
}

- (instancetype)setNameWithFormat:(NSString *)format, ... {
	va_list arguments;
	va_start(arguments, format);
	NSString * _Nonnull made = [[NSString alloc] initWithFormat:format arguments:arguments];
	va_end(arguments);
	self.name = made;
	return self;
}

- (__kindof RACStream *)flattenMap:(__kindof RACStream * _Nullable (^)(id _Nullable value))block {
	Class streamClass = self.class;
	RACStream * _Nonnull bound = [self bind:^{
		return ^ RACStream * _Nullable (id _Nullable value, BOOL *stop) {
			id stream = block(value) ?: [streamClass return:nil];
			return stream;
		};
	}];
	return [bound setNameWithFormat:@"[%@] -flattenMap:", self.name];
}

- (__kindof RACStream *)map:(id _Nullable (^)(id _Nullable value))block {
	Class streamClass = self.class;
	__kindof RACStream *mapped = [self flattenMap:^(id _Nullable value) {
		return [streamClass return:block(value)];
	}];
	return [mapped setNameWithFormat:@"[%@] -map:", self.name];
}

@end
