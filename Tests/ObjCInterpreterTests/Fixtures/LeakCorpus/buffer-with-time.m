// bufferWithTime: collects values from a store that never completes.
@interface Photo : NSObject
@property (nonatomic, copy) NSString *title;
@end
@implementation Photo
- (void)dealloc { NSLog(@"dealloc Photo %@", self.title); }
@end

static RACSubject *taps;
taps = [RACSubject subject];
Photo *hill = [Photo new];
hill.title = @"hill";
[[taps bufferWithTime:1 onScheduler:[RACScheduler mainThreadScheduler]] subscribeNext:^(RACTuple *batch) {
  NSLog(@"batch of %lu", (unsigned long)batch.count);
}];
[taps sendNext:hill];
hill = nil;
