// takeUntilBlock: with a predicate that captures a photo, on a store that never completes.
@interface Photo : NSObject
@property (nonatomic, copy) NSString *title;
@end
@implementation Photo
- (void)dealloc { NSLog(@"dealloc Photo %@", self.title); }
@end

static RACSubject *scores;
scores = [RACSubject subject];
Photo *trophy = [Photo new];
trophy.title = @"trophy";
[[scores takeUntilBlock:^BOOL(NSNumber *score) {
  return score.integerValue > 100 && trophy != nil;
}] subscribeNext:^(NSNumber *score) {
  NSLog(@"score %@", score);
}];
[scores sendNext:@7];
trophy = nil;
