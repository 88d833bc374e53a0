#import <Quick/Quick.h>
#import <Nimble/Nimble.h>

// Boxed integers as the matchers see them: by value, and `==` for one integer.
QuickSpecBegin(BoxedIntegerSpec)

qck_it(@"matches boxed integers by value and by identity", ^{
  NSInteger five = 5;
  expect(@(five)).to(equal(@5));
  expect(@(five)).to(equal(@5.0));
  expect(@(five)).to(beIdenticalTo(@5));
  expect(@(five + 1)).notTo(beIdenticalTo(@5));
  expect(@[ @(five), @6 ]).to(contain(@5));
  expect(@(five)).to(beAKindOf([NSNumber class]));
  expect(@(five)).to(beGreaterThan(@4));
  expect(five).to(equal(@5));
});

qck_it(@"writes a boxed integer in a failure as its value", ^{
  NSInteger five = 5;
  expect(@(five)).to(equal(@6));
  expect(@(five)).to(beIdenticalTo(@6));
});

QuickSpecEnd
