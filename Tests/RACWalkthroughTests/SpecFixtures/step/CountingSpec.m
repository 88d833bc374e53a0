#import <Specta/Specta.h>
#import <Expecta/Expecta.h>
#import <ReactiveCocoa/ReactiveCocoa.h>

// The same, in Specta and Expecta: a signal counted by -aggregateWithStart:reduce:.
SpecBegin(Counting)

__block NSInteger total;

beforeEach(^{
  total = 0;
});

describe(@"-aggregateWithStart:reduce:", ^{
  beforeEach(^{
    total = 10;
  });

  afterEach(^{
    total = -1;
  });

  it(@"adds the values up", ^{
    RACSignal *sum = [[RACSignal return:@5] aggregateWithStart:@(total) reduce:^(NSNumber *running, NSNumber *next) {
      return @(running.integerValue + next.integerValue);
    }];
    expect([sum first]).to.equal(@15);
    expect([sum first]).to.equal(@16);
  });
});

SpecEnd
