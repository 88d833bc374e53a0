// +switch:cases:default: follows the case a mode subject names; the cases and the default are
// subjects a static keeps sending on, and a screen's block logs what is chosen.
@interface Screen : NSObject
@property (nonatomic, copy) NSString *shown;
@end
@implementation Screen
- (void)dealloc { NSLog(@"dealloc Screen %@", self.shown); }
@end

static RACSubject *mode;
mode = [RACSubject subject];
RACSubject *map = [RACSubject subject];
RACSubject *list = [RACSubject subject];
RACSubject *fallback = [RACSubject subject];
Screen *screen = [Screen new];
[[RACSignal switch:mode cases:@{ @"map": map, @"list": list } default:fallback] subscribeNext:^(NSString *text) {
  screen.shown = text;
  NSLog(@"shown %@", text);
}];
[mode sendNext:@"map"];
[map sendNext:@"streets"];
[mode sendNext:@"grid"];
[fallback sendNext:@"nothing to show"];
screen = nil;
map = nil;
list = nil;
fallback = nil;
