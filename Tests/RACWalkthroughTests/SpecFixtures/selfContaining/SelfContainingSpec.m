#import <Quick/Quick.h>
#import <Nimble/Nimble.h>

// Nimble writes an expectation's values into its message: an array that contains itself would be
// written forever. The example stops at its line; the next one still runs.
QuickSpecBegin(SelfContainingSpec)

qck_it(@"compares an array that contains itself", ^{
  NSMutableArray *array = [NSMutableArray array];
  [array addObject:array];
  expect(array).to(equal(array));
});

qck_it(@"still runs after it", ^{
  expect(@[@1]).to(equal(@[@1]));
});

QuickSpecEnd
