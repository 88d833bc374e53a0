// A RACChannel made by hand joins a slider's value and a label's value through its two terminals.
@interface Slider : NSObject
@property (nonatomic, strong) NSNumber *value;
@end
@implementation Slider
- (void)dealloc { NSLog(@"dealloc Slider %@", self.value); }
@end
@interface Label : NSObject
@property (nonatomic, strong) NSNumber *value;
@end
@implementation Label
- (void)dealloc { NSLog(@"dealloc Label %@", self.value); }
@end

Slider *slider = [Slider new];
Label *label = [Label new];
RACChannel *channel = [RACChannel new];
RACChannelTo(slider, value) = channel.leadingTerminal;
RACChannelTo(label, value) = channel.followingTerminal;
slider.value = @3;
NSLog(@"label shows %@", label.value);
label.value = @7;
NSLog(@"slider shows %@", slider.value);
slider = nil;
label = nil;
channel = nil;
