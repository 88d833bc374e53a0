// A command that allows concurrent execution runs twice at once; the second execution's signal
// never completes, so the command stays executing while a static keeps its trigger.
@interface Job : NSObject
@property (nonatomic, copy) NSString *name;
@end
@implementation Job
- (void)dealloc { NSLog(@"dealloc Job %@", self.name); }
@end

static RACSubject *stuck;
stuck = [RACSubject subject];
RACCommand *command = [[RACCommand alloc] initWithSignalBlock:^RACSignal *(Job *job) {
  if ([job.name isEqualToString:@"quick"]) return [RACSignal return:job.name];
  return [stuck map:^id(id value) { return job.name; }];
}];
command.allowsConcurrentExecution = YES;
[command.executing subscribeNext:^(NSNumber *executing) {
  NSLog(@"executing %@", executing);
}];
Job *slow = [Job new];
slow.name = @"slow";
Job *quick = [Job new];
quick.name = @"quick";
[[command execute:slow] subscribeNext:^(NSString *name) { NSLog(@"done %@", name); }];
[[command execute:quick] subscribeNext:^(NSString *name) { NSLog(@"done %@", name); }];
slow = nil;
quick = nil;
command = nil;
