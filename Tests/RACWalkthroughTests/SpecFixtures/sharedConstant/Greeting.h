// The name of the shared examples, declared for the specs that use them.
extern NSString * const GreetingBehaviour;

@interface Greeter : NSObject
- (NSString *)greet:(NSString *)name;
- (void)reset;
@end
