// Fixture written for RACWalkthrough's tests.
#import "RACSignal.h"

@interface RACDynamicSignal : RACSignal
+ (RACSignal *)createSignal:(RACDisposable * (^)(id<RACSubscriber> subscriber))didSubscribe;
@end
