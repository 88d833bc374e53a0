#import <Quick/Quick.h>
#import <Nimble/Nimble.h>

// toEventually on virtual time: the run's queues turn until the match holds or the timeout passes.
QuickSpecBegin(TimeSpec)

__block BOOL done;

qck_beforeEach(^{
  done = NO;
});

qck_it(@"waits for a block dispatched half a second later", ^{
  dispatch_after(dispatch_time(DISPATCH_TIME_NOW, (int64_t)(0.5 * NSEC_PER_SEC)), dispatch_get_main_queue(), ^{
    done = YES;
  });
  expect(@(done)).to(beFalsy());
  expect(@(done)).toEventually(beTruthy());
});

qck_it(@"gives up after its timeout of one second", ^{
  dispatch_after(dispatch_time(DISPATCH_TIME_NOW, (int64_t)(2 * NSEC_PER_SEC)), dispatch_get_main_queue(), ^{
    done = YES;
  });
  expect(@(done)).toEventually(beTruthy());
});

qck_it(@"waits longer with a timeout of its own", ^{
  dispatch_after(dispatch_time(DISPATCH_TIME_NOW, (int64_t)(2 * NSEC_PER_SEC)), dispatch_get_main_queue(), ^{
    done = YES;
  });
  expect(@(done)).withTimeout(3).toEventually(beTruthy());
});

qck_it(@"waits for a value a signal delivers on a background scheduler", ^{
  __block id received = nil;
  [[[RACSignal return:@42] deliverOn:[RACScheduler scheduler]] subscribeNext:^(id x) {
    received = x;
  }];
  expect(received).to(beNil());
  expect(received).toEventually(equal(@42));
  expect(received).toEventuallyNot(beNil());
});

// The example goes on beside a block that spins until the example itself lets it go, as the main
// thread goes on beside a busy queue on a device; the queue's second block waits its turn.
qck_it(@"goes on beside a block that spins until the example releases it", ^{
  dispatch_queue_t queue = dispatch_queue_create("spinner", DISPATCH_QUEUE_SERIAL);
  __block volatile int entered = 0;
  __block volatile int held = 1;
  NSMutableArray *order = [NSMutableArray array];
  dispatch_async(queue, ^{
    entered += 1;
    while (held) ;
    [order addObject:@"first"];
  });
  dispatch_async(queue, ^{
    entered += 1;
    [order addObject:@"second"];
  });
  expect(@(entered)).toEventually(equal(@1));
  held = 0;
  expect(@(entered)).toEventually(equal(@2));
  expect(order).toEventually(equal(@[@"first", @"second"]));
});

QuickSpecEnd
