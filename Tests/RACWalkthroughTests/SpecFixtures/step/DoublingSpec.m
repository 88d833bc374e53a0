#import <Quick/Quick.h>
#import <Nimble/Nimble.h>
#import <ReactiveCocoa/ReactiveCocoa.h>

// One example to step through: a subject doubled by -map:, hooks on two levels around it.
QuickSpecBegin(DoublingSpec)

__block RACSubject *numbers;
__block NSMutableArray *seen;

qck_beforeEach(^{
  numbers = [RACSubject subject];
  seen = [NSMutableArray array];
});

qck_afterEach(^{
  [numbers sendCompleted];
});

qck_describe(@"-map:", ^{
  qck_beforeEach(^{
    [[numbers map:^(NSNumber *n) {
      return @(n.integerValue * 2);
    }] subscribeNext:^(NSNumber *doubled) {
      [seen addObject:doubled];
    }];
  });

  qck_afterEach(^{
    NSLog(@"seen %@", [seen componentsJoinedByString:@","]);
  });

  qck_it(@"doubles each value", ^{
    [numbers sendNext:@1];
    [numbers sendNext:@2];
    expect(seen).to(equal(@[ @2, @4 ]));
    expect(@(seen.count)).to(equal(@3));
  });

  qck_it(@"sends nothing before a value", ^{
    expect(seen).to(beEmpty());
  });
});

qck_describe(@"-take:", ^{
  qck_it(@"doubles nothing here", ^{
    expect(@([seen count])).toEventually(equal(@0));
  });
});

qck_pending(@"doubles later", ^{});

QuickSpecEnd
