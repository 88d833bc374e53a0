// Fixture written for RACWalkthroughTests: map: is flattenMap: is bind:, as the posts explain.
#import "RACStream.h"

@implementation RACStream

- (instancetype)init {
	self = [super init];
	if (self == nil) return nil;
	self.name = @"";
	return self;
}

+ (instancetype)return:(id)value {
	NSAssert(NO, @"%@ must override +return:", self);
	return nil;
}

- (instancetype)bind:(RACStreamBindBlock (^)(void))block {
	NSAssert(NO, @"%@ must override -bind:", self.class);
	return nil;
}

- (instancetype)setNameWithFormat:(NSString *)format, ... {
	va_list arguments;
	va_start(arguments, format);
	NSString *made = [[NSString alloc] initWithFormat:format arguments:arguments];
	va_end(arguments);
	self.name = made;
	return self;
}

- (instancetype)flattenMap:(RACStream * (^)(id value))block {
	Class streamClass = self.class;
	RACStream *bound = [self bind:^{
		return ^(id value, BOOL *stop) {
			id stream = block(value) ?: [streamClass return:nil];
			return stream;
		};
	}];
	return [bound setNameWithFormat:@"[%@] -flattenMap:", self.name];
}

- (instancetype)map:(id (^)(id value))block {
	Class streamClass = self.class;
	RACStream *mapped = [self flattenMap:^(id value) {
		return [streamClass return:block(value)];
	}];
	return [mapped setNameWithFormat:@"[%@] -map:", self.name];
}

@end
