#import <Quick/Quick.h>
#import <Nimble/Nimble.h>

// An expectation where the examples are declared, not inside one: the spec cannot be collected.
QuickSpecBegin(OutsideSpec)

qck_describe(@"a group", ^{
  expect(@1).to(equal(@1));
  qck_it(@"never runs", ^{});
});

QuickSpecEnd
