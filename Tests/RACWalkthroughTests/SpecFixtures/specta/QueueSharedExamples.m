#import <Specta/Specta.h>
#import <Expecta/Expecta.h>

// Shared examples for anything that hands out its values first in, first out. The data names
// the queue and what it holds.
SharedExamplesBegin(Queues)

sharedExamplesFor(@"a first-in first-out queue", ^(NSDictionary *data) {
  it(@"hands out what came first", ^{
    NSMutableArray *queue = data[@"queue"];
    expect(queue.firstObject).to.equal(data[@"first"]);
  });

  it(@"holds as many values as it was given", ^{
    NSMutableArray *queue = data[@"queue"];
    expect(queue).to.haveCountOf([data[@"count"] integerValue]);
  });
});

SharedExamplesEnd
