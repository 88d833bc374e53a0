#import <Quick/Quick.h>
#import <Nimble/Nimble.h>
#import "Tally.h"

// Every matcher, each holding, then some that do not (their messages are the report's).
QuickSpecBegin(MatchersSpec)

qck_it(@"holds for every matcher", ^{
  Tally *tally = [[Tally alloc] init];
  expect(@(1 + 1)).to(equal(@2));
  expect(1 + 1).to(equal(@2));
  expect(nil).to(beNil());
  expect(tally).notTo(beNil());
  expect(@YES).to(beTruthy());
  expect(@0).to(beFalsy());
  expect(nil).to(beFalsy());
  expect(@YES).to(beTrue());
  expect(@NO).to(beFalse());
  expect(tally).to(beIdenticalTo(tally));
  expect(@"text").to(beAKindOf([NSString class]));
  expect(tally).to(beAnInstanceOf([Tally class]));
  expect(@3).to(beGreaterThan(@2));
  expect(@3).to(beGreaterThanOrEqualTo(@3));
  expect(@2).to(beLessThan(@3));
  expect(@2).to(beLessThanOrEqualTo(@2));
  expect(@1.00001).to(beCloseTo(@1));
  expect(@1.05).to(beCloseTo(@1).within(0.1));
  expect(@[ @1, @2, @3 ]).to(contain(@2));
  expect(@"reactive").to(contain(@"act"));
  expect(@[]).to(beEmpty());
  expect(@"").to(beEmpty());
  expect(@[ @1, @2 ]).to(haveCount(2));
  expect(@"RACSignal").to(match(@"^RAC[A-Z]"));
  expect(^{ [tally raiseBy:-1]; }).to(raiseException());
  expect(^{ [tally raiseBy:-1]; }).to(raiseException().named(@"TallyNegativeStep"));
  expect(^{ [tally raiseBy:1]; }).notTo(raiseException());
  expect(@1).toNot(equal(@2));
});

qck_it(@"reports each expectation that does not hold at its line", ^{
  expect(@(1 + 1)).to(equal(@3));
  expect(@"text").to(beNil());
  expect(@0).to(beTruthy());
  expect(@[ @1 ]).to(contain(@2));
  expect(@[ @1 ]).to(haveCount(2));
  expect(@1).to(beGreaterThan(@2));
  expect(@1.5).to(beCloseTo(@1));
  expect(@"text").to(beAKindOf([NSArray class]));
  expect(nil).to(equal(@1));
  expect(@1).notTo(equal(@1));
  expect(^{}).to(raiseException());
  expect(@"abc").to(match(@"^b"));
});

QuickSpecEnd
