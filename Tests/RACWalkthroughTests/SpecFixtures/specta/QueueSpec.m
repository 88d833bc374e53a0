#import <Specta/Specta.h>
#import <Expecta/Expecta.h>

// Specta and Expecta: the same DSL in the older spelling, with beforeAll / afterAll.
SpecBegin(Queue)

__block NSMutableArray *order;

beforeAll(^{
  order = [NSMutableArray arrayWithObject:@"all"];
});

beforeEach(^{
  [order addObject:@"each"];
});

afterAll(^{
  [order addObject:@"after all"];
  expect(order.lastObject).to.equal(@"after all");
});

describe(@"an array used as a queue", ^{
  __block NSMutableArray *queue;

  beforeEach(^{
    queue = [NSMutableArray arrayWithObjects:@"a", @"b", nil];
  });

  it(@"runs beforeAll before beforeEach", ^{
    expect(order).to.equal(@[ @"all", @"each" ]);
  });

  itShouldBehaveLike(@"a first-in first-out queue", ^{
    return @{ @"queue": queue, @"first": @"a", @"count": @2 };
  });

  context(@"with a fixed dictionary", ^{
    itShouldBehaveLike(@"a first-in first-out queue", @{ @"queue": @[ @"x" ], @"first": @"x", @"count": @1 });
  });

  it(@"holds for every matcher", ^{
    expect(queue).toNot.beNil();
    expect(nil).to.beNil();
    expect(queue.count).to.equal(2);
    expect(@"a").to.beKindOf([NSString class]);
    expect(queue).to.beInstanceOf([queue class]);
    expect(queue).to.contain(@"b");
    expect(@[]).to.beEmpty();
    expect(YES).to.beTruthy();
    expect(NO).to.beFalsy();
    expect(3).to.beGreaterThan(2);
    expect(3).to.beGreaterThanOrEqualTo(3);
    expect(2).to.beLessThan(3);
    expect(2).to.beLessThanOrEqualTo(2);
    expect(5).to.beInTheRangeOf(1, 10);
    expect(1.05).to.beCloseToWithin(1, 0.1);
    expect(queue).to.beIdenticalTo(queue);
    expect(@"Specta").to.match(@"^Spe");
    expect(@"Specta").to.beginWith(@"Spec");
    expect(@"Specta").to.endWith(@"ta");
    expect(^{ [queue objectAtIndex:5]; }).to.raise(@"NSRangeException");
    expect(^{ [queue objectAtIndex:0]; }).notTo.raiseAny();
  });

  it(@"waits with will on virtual time", ^{
    __block NSString *late = nil;
    dispatch_after(dispatch_time(DISPATCH_TIME_NOW, (int64_t)(0.25 * NSEC_PER_SEC)), dispatch_get_main_queue(), ^{
      late = @"here";
    });
    expect(late).to.beNil();
    expect(late).will.equal(@"here");
    expect(late).willNot.beNil();
  });

  it(@"reports each expectation that does not hold at its line", ^{
    expect(queue.count).to.equal(3);
    expect(queue).to.beNil();
    expect(queue).toNot.contain(@"a");
    expect(0).to.beTruthy();
    expect(queue).to.haveCountOf(5);
  });

  it(@"is pending without a block");
  xit(@"is pending when excluded", ^{});
  pending(@"is pending when declared so");
});

SpecEnd
