#import <Quick/Quick.h>
#import <Nimble/Nimble.h>

// Examples that cannot finish: each fails alone, with its reason, and the others still run.
QuickSpecBegin(BadInputSpec)

qck_it(@"throws", ^{
  [NSException raise:@"SpecBoom" format:@"thrown on purpose"];
});

qck_it(@"loops", ^{
  NSInteger turns = 0;
  while (YES) { turns++; }
});

// Quick 0.3 (RAC 2.5's) runs nothing declared inside a running example: the run skips it with a note.
qck_it(@"declares an example inside an example", ^{
  qck_it(@"cannot be declared here", ^{});
});

qck_it(@"still runs after the others", ^{
  expect(@YES).to(beTruthy());
});

QuickSpecEnd
