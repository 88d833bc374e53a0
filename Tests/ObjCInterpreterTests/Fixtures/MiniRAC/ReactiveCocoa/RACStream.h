// Fixture written for RACWalkthrough's tests: the stream every signal is.
@class RACStream;

typedef RACStream * (^RACStreamBindBlock)(id value, BOOL *stop);

@interface RACStream : NSObject
@property (copy) NSString *name;
+ (instancetype)return:(id)value;
- (instancetype)bind:(RACStreamBindBlock (^)(void))block;
- (instancetype)flattenMap:(RACStream * (^)(id value))block;
- (instancetype)map:(id (^)(id value))block;
- (instancetype)setNameWithFormat:(NSString *)format, ...;
@end
