// A subscription lives as long as the signal it subscribes to, not as long as the object that
// made it. A view that subscribes to a store that lives for the whole app, and never ends its
// subscription, leaves it running after the view is gone: the store keeps the subscriber, the
// subscriber keeps the block, and the block keeps whatever it captured (here, the view's label).
// -takeUntil: the view's -rac_willDeallocSignal ends the subscription when the view goes.

@interface PriceLabel : NSObject
@property (nonatomic, copy) NSString *name;
@property (nonatomic, copy) NSString *text;
@end

@implementation PriceLabel
- (void)dealloc {
    NSLog(@"dealloc PriceLabel %@", self.name);
}
@end

@interface PriceView : NSObject
@property (nonatomic, strong) PriceLabel *label;
- (instancetype)initWithPrices:(RACSignal *)prices name:(NSString *)name untilDealloc:(BOOL)ends;
@end

@implementation PriceView
- (instancetype)initWithPrices:(RACSignal *)prices name:(NSString *)name untilDealloc:(BOOL)ends {
    self = [super init];
    _label = [PriceLabel new];
    _label.name = name;
    PriceLabel *label = _label;
    // The fix: the subscription ends (completes and is disposed) when the view is deallocated.
    RACSignal *updates = ends ? [prices takeUntil:self.rac_willDeallocSignal] : prices;
    [updates subscribeNext:^(NSNumber *price) {
        label.text = price.stringValue;
        NSLog(@"%@ shows %@", label.name, label.text);
    }];
    return self;
}
- (void)dealloc {
    NSLog(@"dealloc PriceView %@", self.label.name);
}
@end

// The store: one subject for the whole app, held by a static, that never completes.
static RACSubject *prices;
prices = [RACSubject subject];

PriceView *view = [[PriceView alloc] initWithPrices:prices name:@"first" untilDealloc:NO];
[prices sendNext:@1];
view = nil;
[prices sendNext:@2];
NSLog(@"the first view is gone, its subscription is not: its label still shows the prices");

PriceView *fixed = [[PriceView alloc] initWithPrices:prices name:@"second" untilDealloc:YES];
[prices sendNext:@3];
fixed = nil;
[prices sendNext:@4];
NSLog(@"the second view took its subscription with it");

// Leaks: RACSubject, PriceLabel — the store (a static) never completes, so it keeps the first view's subscription, made without takeUntil:, and the label its block captured
