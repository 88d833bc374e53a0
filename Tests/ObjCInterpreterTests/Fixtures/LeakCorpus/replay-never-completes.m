// -replayLast and -replayLazily of a subject that never completes, kept by statics: each replay
// subject keeps the last reading (all of them, for replayLazily) as long as the source lives.
@interface Reading : NSObject
@property (nonatomic, copy) NSString *label;
@end
@implementation Reading
- (void)dealloc { NSLog(@"dealloc Reading %@", self.label); }
@end

static RACSubject *sensor;
static RACSignal *last;
static RACSignal *lazily;
sensor = [RACSubject subject];
last = [sensor replayLast];
lazily = [sensor replayLazily];
[lazily subscribeNext:^(Reading *reading) { NSLog(@"lazily %@", reading.label); }];
for (NSString *label in @[@"low", @"mid", @"high"]) {
  Reading *reading = [Reading new];
  reading.label = label;
  [sensor sendNext:reading];
}
[last subscribeNext:^(Reading *reading) { NSLog(@"last %@", reading.label); }];
