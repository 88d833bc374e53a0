#import <Quick/Quick.h>
#import <Nimble/Nimble.h>

// Post 003 (ReactiveCocoa2-5修炼 (二)), the map example: what its 12 numbered steps do, as far as
// they can be seen from outside RAC. `rac-walkthrough step map` shows each step inside bind:.
QuickSpecBegin(MapExampleSpec)

__block NSMutableArray *log;
__block RACSignal *signal;
__block RACSignal *mappedSignalA;

qck_beforeEach(^{
  log = [NSMutableArray array];
  signal = [RACSignal createSignal:^RACDisposable *(id<RACSubscriber> subscriber) {
    [log addObject:@"didSubscribe"];
    [subscriber sendNext:@"ABC"];
    return nil;
  }];
  mappedSignalA = [signal map:^id(id value) {
    [log addObject:[NSString stringWithFormat:@"map block(%@)", value]];
    NSString *text = value;
    return @(text.length);
  }];
});

qck_describe(@"[signal map:]", ^{
  qck_it(@"runs nothing before mappedSignalA is subscribed to (map: only makes a signal)", ^{
    expect(log).to(beEmpty());
  });

  qck_it(@"step 1: subscribing to mappedSignalA runs the didSubscribe bind: saved in it", ^{
    [mappedSignalA subscribeNext:^(id x) {}];
    expect(log.firstObject).to(equal(@"didSubscribe"));
  });

  qck_it(@"steps 2-3: bind: subscribes to the original signal, once per subscription to mappedSignalA", ^{
    [mappedSignalA subscribeNext:^(id x) {}];
    [mappedSignalA subscribeNext:^(id x) {}];
    expect(log).to(equal(@[ @"didSubscribe", @"map block(ABC)", @"didSubscribe", @"map block(ABC)" ]));
  });

  qck_it(@"steps 4-6: bindBlock calls innerBlock, which calls the map: block with the value \"ABC\"", ^{
    [mappedSignalA subscribeNext:^(id x) {}];
    expect(log).to(contain(@"map block(ABC)"));
  });

  qck_it(@"steps 7-8: +return: wraps the block's result in a RACReturnSignal that sends it and completes", ^{
    RACSignal *returned = [RACSignal return:@3];
    expect(returned).to(beAKindOf(NSClassFromString(@"RACReturnSignal")));
    __block NSMutableArray *events = [NSMutableArray array];
    [returned subscribeNext:^(id x) {
      [events addObject:x];
    } completed:^{
      [events addObject:@"completed"];
    }];
    expect(events).to(equal(@[ @3, @"completed" ]));
  });

  qck_it(@"steps 9-11: addSignal subscribes to that signal and passes 3 on before subscribeNext: returns", ^{
    __block id received = nil;
    [mappedSignalA subscribeNext:^(id x) {
      received = x;
    }];
    expect(received).to(equal(@3));
  });

  qck_it(@"step 12: the subscriber's block gets the NSNumber 3", ^{
    __block id received = nil;
    [mappedSignalA subscribeNext:^(id x) {
      received = x;
    }];
    expect(received).to(beAKindOf([NSNumber class]));
    expect([NSString stringWithFormat:@"class-%@,value-%@", [received class], received])
      .to(equal(@"class-__NSCFNumber,value-3"));
  });

  qck_it(@"leaves the original signal alone: subscribing to it still gets \"ABC\"", ^{
    __block id received = nil;
    [mappedSignalA subscribeNext:^(id x) {}];
    [signal subscribeNext:^(id x) {
      received = x;
    }];
    expect(received).to(equal(@"ABC"));
  });

  qck_it(@"never completes mappedSignalA, since signal never completes", ^{
    __block BOOL completed = NO;
    [mappedSignalA subscribeCompleted:^{
      completed = YES;
    }];
    expect(@(completed)).toEventuallyNot(beTruthy());
  });
});

QuickSpecEnd
