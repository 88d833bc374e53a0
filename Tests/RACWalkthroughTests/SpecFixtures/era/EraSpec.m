#import <Quick/Quick.h>
#import <Nimble/Nimble.h>

// What the Quick and Nimble of RAC 2.5's day did, which RAC's own specs rely on: shared examples
// named inside a running example declare nothing, and writing a value into a message describes it
// without pulling a lazy sequence.
QuickConfigurationBegin(EraConfiguration)
+ (void)configure:(Configuration *)configuration {
  qck_sharedExamples(@"never run", ^(QCKDSLSharedExampleContext context) {
    qck_it(@"would fail", ^{ expect(@1).to(equal(@2)); });
  });
}
QuickConfigurationEnd

QuickSpecBegin(EraSpec)

__block BOOL headPulled;
__block RACSequence *sequence;

qck_beforeEach(^{
  headPulled = NO;
  sequence = [RACSequence sequenceWithHeadBlock:^{
    headPulled = YES;
    return @0;
  } tailBlock:^{
    return [RACSequence empty];
  }];
  expect(sequence).notTo(beNil());
});

qck_it(@"leaves a lazy sequence unpulled when an expectation writes it", ^{
  expect(@(headPulled)).to(beFalsy());
  expect(sequence.head).to(equal(@0));
  expect(@(headPulled)).to(beTruthy());
});

qck_afterEach(^{
  qck_itBehavesLike(@"never run", ^{ return @{}; });
});

QuickSpecEnd
