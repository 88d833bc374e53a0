// Fixture written for RACWalkthrough's tests: the stream every signal is, with nullability and
// generics as Xcode 7 reads them.
@import Foundation;
#import "RACAnnotations.h"

@class RACStream<__covariant ValueType>;

NS_ASSUME_NONNULL_BEGIN

@interface RACStream<__covariant ValueType> : NSObject

_Pragma("clang diagnostic push") \
_Pragma("clang diagnostic ignored \"-Wstrict-prototypes\"")
typedef RACStream * _Nullable (^RACStreamBindBlock)(ValueType _Nullable value, BOOL *stop);
_Pragma("clang diagnostic pop")

@property (nonatomic, copy, null_resettable) NSString *name;

+ (__kindof RACStream<ValueType> *)return:(nullable ValueType)value;
- (__kindof RACStream *)bind:(RACStreamBindBlock (^)(void))block RAC_WARN_UNUSED_RESULT;
- (__kindof RACStream *)flattenMap:(__kindof RACStream * _Nullable (^)(ValueType _Nullable value))block RAC_WARN_UNUSED_RESULT;
- (__kindof RACStream *)map:(id _Nullable (^)(ValueType _Nullable value))block RAC_WARN_UNUSED_RESULT;
- (instancetype)setNameWithFormat:(NSString *)format, ... NS_FORMAT_FUNCTION(1, 2);

@end

NS_ASSUME_NONNULL_END
