// Fixture written for RACWalkthrough's tests.
#import "RACStream.h"
#import "RACSubscriber.h"
#import "RACDisposable.h"

@interface RACSignal : RACStream
+ (RACSignal *)createSignal:(RACDisposable * (^)(id<RACSubscriber> subscriber))didSubscribe;
- (RACDisposable *)subscribe:(id<RACSubscriber>)subscriber;
- (RACDisposable *)subscribeNext:(void (^)(id x))nextBlock;
- (RACDisposable *)subscribeNext:(void (^)(id x))nextBlock completed:(void (^)(void))completedBlock;
@end
