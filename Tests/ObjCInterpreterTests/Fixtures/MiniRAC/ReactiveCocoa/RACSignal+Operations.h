// Fixture written for RACWalkthrough's tests.
#import "RACSignal.h"

@interface RACSignal (Operations)
- (RACSignal *)concat:(RACSignal *)signal;
@end
