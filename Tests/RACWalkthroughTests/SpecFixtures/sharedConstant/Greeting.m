#import "Greeting.h"

NSString * const GreetingBehaviour = @"a greeter";

@implementation Greeter
- (NSString *)greet:(NSString *)name { return [@"hello " stringByAppendingString:name]; }
// Called by no file of the folder: not a demo method to run.
- (void)reset { NSLog(@"reset"); }
@end

QuickConfigurationBegin(GreetingConfiguration)

+ (void)configure:(Configuration *)configuration {
  sharedExamples(GreetingBehaviour, ^(QCKDSLSharedExampleContext context) {
    qck_it(@"greets by name", ^{
      expect([context()[@"greeter"] greet:@"ann"]).to(equal(@"hello ann"));
    });
  });
}

QuickConfigurationEnd
