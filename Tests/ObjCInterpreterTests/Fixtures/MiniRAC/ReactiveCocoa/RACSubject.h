// Fixture written for RACWalkthrough's tests.
#import "RACSignal.h"

@interface RACSubject : RACSignal <RACSubscriber>
+ (instancetype)subject;
- (void)sendNext:(id)value;
- (void)sendCompleted;
@end
