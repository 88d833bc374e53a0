#import <Quick/Quick.h>
#import <Nimble/Nimble.h>

// When any example is focused, only the focused ones run: the rest are neither run nor counted.
QuickSpecBegin(FocusSpec)

qck_it(@"is left out", ^{
  expect(@1).to(equal(@2));
});

qck_fit(@"runs when focused itself", ^{
  expect(@1).to(equal(@1));
});

qck_fdescribe(@"a focused group", ^{
  qck_it(@"runs", ^{});
  qck_xit(@"stays pending", ^{});
});

qck_describe(@"a plain group", ^{
  qck_fcontext(@"with a focused context", ^{
    qck_it(@"runs", ^{});
  });
  qck_it(@"is left out too", ^{});
});

QuickSpecEnd
