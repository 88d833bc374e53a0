#import <Quick/Quick.h>
#import <Nimble/Nimble.h>

// The dispose-order walkthrough's claims: when the disposables of a flattenMap: chain run, and in
// which order — on completion, on an inner error, and on -dispose.
QuickSpecBegin(FlattenMapDisposalSpec)

__block NSMutableArray *log;
__block NSMutableArray *openSubscribers;
__block RACSignal *(^source)(NSString *, id, NSString *);

qck_beforeEach(^{
  log = [NSMutableArray array];
  openSubscribers = [NSMutableArray array];
  // A signal that logs its subscription and its disposal, sends `value`, then completes, fails or
  // stays open (holding its subscriber, as a subject or a request would).
  source = ^RACSignal *(NSString *name, id value, NSString *then) {
    return [RACSignal createSignal:^RACDisposable *(id<RACSubscriber> subscriber) {
      [log addObject:[name stringByAppendingString:@" subscribed"]];
      [subscriber sendNext:value];
      if ([then isEqualToString:@"complete"]) {
        [subscriber sendCompleted];
      } else if ([then isEqualToString:@"fail"]) {
        [subscriber sendError:[NSError errorWithDomain:@"spec" code:7 userInfo:nil]];
      } else {
        [openSubscribers addObject:subscriber];
      }
      return [RACDisposable disposableWithBlock:^{
        [openSubscribers removeObject:subscriber];
        [log addObject:[name stringByAppendingString:@" disposed"]];
      }];
    }];
  };
});

qck_it(@"disposes the inner signal, then the outer one, when both complete", ^{
  [[source(@"outer", @"a", @"complete") flattenMap:^RACStream *(id value) {
    return source(@"inner", value, @"complete");
  }] subscribeNext:^(id x) {
    [log addObject:x];
  } completed:^{
    [log addObject:@"completed"];
  }];
  expect(log).to(equal(@[
    @"outer subscribed", @"inner subscribed", @"a", @"inner disposed", @"completed", @"outer disposed"
  ]));
});

qck_it(@"sends the inner error at once, then disposes the inner signal and the outer one", ^{
  [[source(@"outer", @"b", @"stay open") flattenMap:^RACStream *(id value) {
    return source(@"inner", value, @"fail");
  }] subscribeNext:^(id x) {
    [log addObject:x];
  } error:^(NSError *error) {
    [log addObject:[NSString stringWithFormat:@"error %ld", (long)error.code]];
  }];
  expect(log).to(equal(@[
    @"outer subscribed", @"inner subscribed", @"b", @"error 7", @"inner disposed", @"outer disposed"
  ]));
});

qck_it(@"disposes the outer signal first, then the inner one, when the subscriber disposes", ^{
  RACDisposable *subscription = [[source(@"outer", @"c", @"stay open") flattenMap:^RACStream *(id value) {
    return source(@"inner", value, @"stay open");
  }] subscribeNext:^(id x) {
    [log addObject:x];
  }];
  expect(log).to(equal(@[ @"outer subscribed", @"inner subscribed", @"c" ]));
  [subscription dispose];
  expect(log).to(equal(@[ @"outer subscribed", @"inner subscribed", @"c", @"outer disposed", @"inner disposed" ]));
  expect(openSubscribers).to(beEmpty());
});

QuickSpecEnd
