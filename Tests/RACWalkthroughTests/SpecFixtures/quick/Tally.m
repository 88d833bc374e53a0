#import "Tally.h"

NSString * const TallyBehaviour = @"a tally";
NSString * const TallyBehaviourStart = @"start";

@implementation Tally
- (void)raiseBy:(NSInteger)step {
  if (step < 0) {
    @throw [NSException exceptionWithName:@"TallyNegativeStep" reason:@"a tally only goes up" userInfo:nil];
  }
  self.count += step;
}
@end

// Shared examples: any tally that starts at the context's "start".
QuickConfigurationBegin(TallyConfiguration)

+ (void)configure:(Configuration *)configuration {
  sharedExamples(TallyBehaviour, ^(QCKDSLSharedExampleContext context) {
    __block Tally *tally;
    __block NSInteger start;

    qck_beforeEach(^{
      tally = context()[@"tally"];
      start = [context()[TallyBehaviourStart] integerValue];
    });

    qck_it(@"starts where the context says", ^{
      expect(@(tally.count)).to(equal(@(start)));
    });

    qck_it(@"goes up by the step", ^{
      [tally raiseBy:2];
      expect(@(tally.count)).to(equal(@(start + 2)));
    });
  });
}

QuickConfigurationEnd
