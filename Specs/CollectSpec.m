#import <Quick/Quick.h>
#import <Nimble/Nimble.h>

// Post 000's collect variants: -collect of signals made by map: (not flattenMap:) collects the
// signals themselves; combineLatest: over them depends on how the background queues interleave,
// zip: does not.
QuickSpecBegin(CollectSpec)

__block NSArray *arrayOfSignal;
__block RACSignal *collected;

qck_beforeEach(^{
  RACSignal *numbers = @[ @0, @1, @2 ].rac_sequence.signal;
  arrayOfSignal = @[
    @[ @"A", @"B", @"C" ].rac_sequence.signal, @[ @"X", @"Y", @"Z" ].rac_sequence.signal,
    @[ @"M", @"N" ].rac_sequence.signal
  ];
  collected = [[numbers map:^id(NSNumber *n) {
    return arrayOfSignal[n.integerValue];
  }] collect];
});

qck_describe(@"collect-v1: map: then collect", ^{
  qck_it(@"sends one array holding the three signals themselves, then completes", ^{
    __block NSArray *received = nil;
    __block BOOL completed = NO;
    [collected subscribeNext:^(NSArray *array) {
      received = array;
    } completed:^{
      completed = YES;
    }];
    expect(@(completed)).toEventually(beTruthy());
    expect(received).to(haveCount(3));
    for (NSUInteger i = 0; i < 3; i++) {
      expect(received[i]).to(beIdenticalTo(arrayOfSignal[i]));
    }
  });

  qck_it(@"delivers it on a background scheduler, not on the main thread", ^{
    __block NSNumber *onMainThread = nil;
    [collected subscribeNext:^(NSArray *array) {
      onMainThread = @([NSThread isMainThread]);
    }];
    expect(onMainThread).toEventually(equal(@NO));
  });
});

qck_describe(@"collect-v2: then combineLatest:reduce:", ^{
  qck_it(@"combines only once every signal has sent, and ends with the last value of each", ^{
    NSMutableArray *outputs = [NSMutableArray array];
    __block BOOL completed = NO;
    [[collected flattenMap:^RACStream *(NSArray *signals) {
      return [RACSignal combineLatest:signals reduce:^(NSString *first, NSString *second, NSString *third) {
        return [NSString stringWithFormat:@"%@-%@-%@", first, second, third];
      }];
    }] subscribeNext:^(NSString *x) {
      [outputs addObject:x];
    } completed:^{
      completed = YES;
    }];
    expect(@(completed)).toEventually(beTruthy());
    expect(outputs).notTo(beEmpty());
    for (NSString *output in outputs) {
      expect(output).to(match(@"^[ABC]-[XYZ]-[MN]$"));
    }
    expect(outputs.lastObject).to(equal(@"C-Z-N"));
  });
});

qck_describe(@"collect-v3: then zip:reduce:", ^{
  qck_it(@"pairs the values by position: exactly A-X-M and B-Y-N, then completes", ^{
    NSMutableArray *outputs = [NSMutableArray array];
    __block BOOL completed = NO;
    [[collected flattenMap:^RACStream *(NSArray *signals) {
      return [RACSignal zip:signals reduce:^(NSString *first, NSString *second, NSString *third) {
        return [NSString stringWithFormat:@"%@-%@-%@", first, second, third];
      }];
    }] subscribeNext:^(NSString *x) {
      [outputs addObject:x];
    } completed:^{
      completed = YES;
    }];
    expect(@(completed)).toEventually(beTruthy());
    expect(outputs).to(equal(@[ @"A-X-M", @"B-Y-N" ]));
  });
});

QuickSpecEnd
