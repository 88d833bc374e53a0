// RAC(label, text) bound to a store's signal that never completes: the binding keeps the label.
@interface Label : NSObject
@property (nonatomic, copy) NSString *text;
@end
@implementation Label
- (void)dealloc { NSLog(@"dealloc Label %@", self.text); }
@end

static RACSubject *prices;
prices = [RACSubject subject];
Label *label = [Label new];
RAC(label, text) = [prices map:^id(NSNumber *price) { return price.stringValue; }];
[prices sendNext:@3];
NSLog(@"label %@", label.text);
label = nil;
