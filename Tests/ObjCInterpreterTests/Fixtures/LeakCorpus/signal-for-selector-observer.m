// A logger subscribes to a button's rac_signalForSelector: and counts its taps; the button
// keeps the subject, the subject the subscription, the subscription the logger.
@interface Button : NSObject
- (void)tap;
@end
@implementation Button
- (void)tap { NSLog(@"tapped"); }
- (void)dealloc { NSLog(@"dealloc Button"); }
@end
@interface TapLogger : NSObject
@property (nonatomic) NSInteger taps;
- (void)watch:(Button *)button;
@end
@implementation TapLogger
- (void)watch:(Button *)button {
  [[button rac_signalForSelector:@selector(tap)] subscribeNext:^(RACTuple *arguments) {
    self.taps += 1;
  }];
}
- (void)dealloc { NSLog(@"dealloc TapLogger %ld", (long)self.taps); }
@end

Button *button = [Button new];
TapLogger *logger = [TapLogger new];
[logger watch:button];
[button tap];
[button tap];
logger = nil;
NSLog(@"logger given up");
button = nil;
