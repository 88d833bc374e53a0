#import "Greeting.h"

QuickSpecBegin(GreeterSpec)

qck_itBehavesLike(GreetingBehaviour, ^{
  return @{ @"greeter": [Greeter new] };
});

QuickSpecEnd
