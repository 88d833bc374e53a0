// skipUntilBlock: with a predicate that captures a photo, on a store that never completes.
@interface Photo : NSObject
@property (nonatomic, copy) NSString *title;
@end
@implementation Photo
- (void)dealloc { NSLog(@"dealloc Photo %@", self.title); }
@end

static RACSubject *scores;
scores = [RACSubject subject];
Photo *medal = [Photo new];
medal.title = @"medal";
[[scores skipUntilBlock:^BOOL(NSNumber *score) {
  return score.integerValue > 5 && medal != nil;
}] subscribeNext:^(NSNumber *score) {
  NSLog(@"score %@", score);
}];
[scores sendNext:@7];
medal = nil;
