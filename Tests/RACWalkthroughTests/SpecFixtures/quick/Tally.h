// A small test object for the fixture specs: a count that can be raised and read.

extern NSString * const TallyBehaviour;
extern NSString * const TallyBehaviourStart;

@interface Tally : NSObject
@property (nonatomic, assign) NSInteger count;
- (void)raiseBy:(NSInteger)step;
@end
