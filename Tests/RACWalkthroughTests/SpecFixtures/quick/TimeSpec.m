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

QuickSpecEnd
