// zip: of a store that never completes and one that does: the queue keeps an unpaired photo.
@interface Photo : NSObject
@property (nonatomic, copy) NSString *title;
@end
@implementation Photo
- (void)dealloc { NSLog(@"dealloc Photo %@", self.title); }
@end

static RACSubject *lefts;
lefts = [RACSubject subject];
RACSubject *rights = [RACSubject subject];
[[RACSignal zip:@[lefts, rights]] subscribeNext:^(RACTuple *pair) {
  NSLog(@"pair %@", [pair.first title]);
}];
Photo *one = [Photo new];
one.title = @"one";
Photo *two = [Photo new];
two.title = @"two";
[lefts sendNext:one];
[lefts sendNext:two];
[rights sendNext:@1];
one = nil;
two = nil;
rights = nil;
