// The tool's own Objective-C, not RAC's and not UIKit's: what the UIKit stand-ins make of RAC,
// loaded after your RAC checkout in a run on RAC's own source (--rac-source), so that the signals
// a stand-in hands your code are made by RAC's loaded classes and run RAC's code, as on a device.
// On the Swift core the stand-ins' native methods (RACWalkthroughKit/StandIns/UIKit) make them; each
// method here is the same composition of RAC's operators, which `verify --rac-source` holds equal
// call for call. Methods named walkthrough… are the stand-ins' own (UIKit has no such methods).

@implementation NSObject (WalkthroughDescription)

// How a signal's name shows an object: RAC 2.5's -rac_description (NSObject+RACDescription.m);
// ReactiveObjC has that method only on values, strings and tuples (its RACDescription() function
// describes any other object), so there the class and address, as RAC_DEBUG_SIGNAL_NAMES shows them.
// A class object answers it too (an example group passes its class as the observer): the root
// metaclass inherits NSObject's instance methods.
- (NSString *)walkthroughDescription {
    if ([self respondsToSelector:@selector(rac_description)]) return [self rac_description];
    return [NSString stringWithFormat:@"<%@: %p>", self.class, self];
}

@end

@implementation UITextField (WalkthroughTextSignal)

// The field itself when subscribed to, then the field after each editing event, mapped to its text.
// The editing events are a subject standing for
// -rac_signalForControlEvents:UIControlEventAllEditingEvents, made on first use; the field sends
// it the field after each editing event and completes it when the field goes.
- (RACSignal *)rac_textSignal {
    RACSubject *editingEvents = [self walkthroughEditingEvents];
    if (editingEvents == nil) {
        editingEvents = [RACSubject subject];
        [self walkthroughSetEditingEvents:editingEvents];
    }
    __weak UITextField *weakField = self;
    RACSignal *currentField = [RACSignal createSignal:^RACDisposable *(id<RACSubscriber> subscriber) {
        return [[RACSignal return:weakField] subscribe:subscriber];
    }];
    return [[currentField concat:editingEvents] map:^id(UITextField *field) {
        return field.text;
    }];
}

@end

@implementation UIButton (WalkthroughCommand)

- (RACCommand *)rac_command {
    return [self walkthroughCommand];
}

// Keeps the command (ending the previous one's binding), binds the button's enabled to the
// command's, and adds, once per button, the tap's target that executes the command with the button.
- (void)setRac_command:(RACCommand *)command {
    [self walkthroughReplaceCommand:command];
    if (command == nil) return;
    __weak UIButton *weakButton = self;
    RACDisposable *binding = [command.enabled subscribeNext:^(NSNumber *enabled) {
        weakButton.enabled = enabled.boolValue;
    }];
    [self walkthroughSetCommandBinding:binding];
    [self walkthroughAddCommandTarget];
}

@end

@implementation UIControl (WalkthroughControlEvents)

// Each subscription makes the subscriber a target of the events (UIKit calls its -sendNext: with
// the control), ends it when the control is deallocated (through the control's deallocation
// disposable), and takes the target away again when the subscription is disposed.
- (RACSignal *)rac_signalForControlEvents:(UIControlEvents)events {
    __weak UIControl *weakControl = self;
    RACSignal *signal = [RACSignal createSignal:^RACDisposable *(id<RACSubscriber> subscriber) {
        UIControl *control = weakControl;
        [control addTarget:subscriber action:@selector(sendNext:) forControlEvents:events];
        [control.rac_deallocDisposable addDisposable:[RACDisposable disposableWithBlock:^{
            [subscriber sendCompleted];
        }]];
        return [RACDisposable disposableWithBlock:^{
            UIControl *stillThere = weakControl;
            [stillThere removeTarget:subscriber action:@selector(sendNext:) forControlEvents:events];
        }];
    }];
    return [signal setNameWithFormat:@"%@ -rac_signalForControlEvents: %lx", self.walkthroughDescription, (unsigned long)events];
}

@end

@implementation UIAlertView (WalkthroughAlertSignals)

// The delegate calls come from the host's stand-in for RAC's delegate proxy
// (-walkthroughSignalForDelegateSelector:, a tuple of the alert and the button's index per call);
// each signal keeps the index, until the alert is deallocated.
- (RACSignal *)rac_buttonClickedSignal {
    RACSignal *clicks = [self walkthroughSignalForDelegateSelector:@"alertView:clickedButtonAtIndex:"];
    RACSignal *indexes = [clicks reduceEach:^id(UIAlertView *alert, NSNumber *buttonIndex) {
        return buttonIndex;
    }];
    return [[indexes takeUntil:self.rac_willDeallocSignal] setNameWithFormat:@"%@ -rac_buttonClickedSignal", self.walkthroughDescription];
}

- (RACSignal *)rac_willDismissSignal {
    RACSignal *dismissals = [self walkthroughSignalForDelegateSelector:@"alertView:willDismissWithButtonIndex:"];
    RACSignal *indexes = [dismissals reduceEach:^id(UIAlertView *alert, NSNumber *buttonIndex) {
        return buttonIndex;
    }];
    return [[indexes takeUntil:self.rac_willDeallocSignal] setNameWithFormat:@"%@ -rac_willDismissSignal", self.walkthroughDescription];
}

@end

@implementation UIBarButtonItem (WalkthroughCommand)

- (RACCommand *)rac_command {
    return [self walkthroughCommand];
}

// Keeps the command (ending the previous one's binding), binds the item's enabled to the
// command's, and makes the item its own target with -rac_commandPerformAction: as the action.
- (void)setRac_command:(RACCommand *)command {
    [self walkthroughReplaceCommand:command];
    if (command == nil) return;
    __weak UIBarButtonItem *weakItem = self;
    RACDisposable *binding = [command.enabled subscribeNext:^(NSNumber *enabled) {
        weakItem.enabled = enabled.boolValue;
    }];
    [self walkthroughSetCommandBinding:binding];
    if (self.target == self && self.action == @selector(rac_commandPerformAction:)) return;
    if (self.target != nil) NSLog(@"WARNING: UIBarButtonItem.rac_command hijacks the control's existing target and action.");
    self.target = self;
    self.action = @selector(rac_commandPerformAction:);
}

- (void)rac_commandPerformAction:(id)sender {
    [self.rac_command execute:sender];
}

@end
