// Two ends of a RACChannel joined to each other by a form and a model, both locals.
@interface Field : NSObject
@property (nonatomic, copy) NSString *name;
@end
@implementation Field
- (void)dealloc { NSLog(@"dealloc Field %@", self.name); }
@end

Field *field = [Field new];
field.name = @"email";
RACChannel *channel = [RACChannel new];
[channel.leadingTerminal subscribeNext:^(NSString *text) {
  NSLog(@"%@ now %@", field.name, text);
}];
[channel.followingTerminal sendNext:@"a@b.c"];
field = nil;
channel = nil;
