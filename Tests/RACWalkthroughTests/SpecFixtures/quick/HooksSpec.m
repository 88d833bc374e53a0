#import <Quick/Quick.h>
#import <Nimble/Nimble.h>
#import "Tally.h"

// The order of hooks, shared examples with a context, pending and excluded examples.
QuickSpecBegin(HooksSpec)

__block NSMutableArray *log;

qck_beforeEach(^{
  log = [NSMutableArray arrayWithObject:@"spec"];
});

qck_describe(@"outer", ^{
  qck_beforeEach(^{ [log addObject:@"outer"]; });
  qck_afterEach(^{
    [log addObject:@"after outer"];
    expect(log).to(equal(@[ @"spec", @"outer", @"inner", @"body", @"after inner", @"after outer" ]));
  });

  qck_context(@"inner", ^{
    qck_beforeEach(^{ [log addObject:@"inner"]; });
    qck_afterEach(^{ [log addObject:@"after inner"]; });

    qck_it(@"runs the before hooks outer first and the after hooks inner first", ^{
      expect(log).to(equal(@[ @"spec", @"outer", @"inner" ]));
      [log addObject:@"body"];
    });
  });
});

qck_describe(@"a tally made fresh for each example", ^{
  __block Tally *tally;
  qck_beforeEach(^{
    tally = [[Tally alloc] init];
    [tally raiseBy:5];
  });

  qck_itBehavesLike(TallyBehaviour, ^{
    return @{ @"tally": tally, TallyBehaviourStart: @5 };
  });

  qck_it(@"is not changed by the other examples", ^{
    expect(@(tally.count)).to(equal(@5));
  });
});

qck_pending(@"a pending example", ^{
  expect(@1).to(equal(@2));
});

qck_xit(@"an excluded example", ^{
  expect(@1).to(equal(@2));
});

qck_xdescribe(@"an excluded group", ^{
  qck_it(@"is pending too", ^{});
});

qck_xcontext(@"an excluded context", ^{
  qck_it(@"is pending as well", ^{});
});

QuickSpecEnd
