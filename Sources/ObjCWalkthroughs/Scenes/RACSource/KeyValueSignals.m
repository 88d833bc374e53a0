// The tool's own Objective-C, not RAC's: RACObserve's signal, loaded after your RAC checkout in a
// run on RAC's own source (--rac-source), so that the signal RACObserve hands your code is made by
// RAC's loaded classes and runs RAC's code. On the Swift core, RACObserve.swift of the core makes
// it, of the same operators in the same order, which `verify --rac-source` holds equal call for
// call. The key-value observation itself stays the host's (-walkthroughObserveKey:block:, as RAC's
// NSObject+RACKVOWrapper is), and so does -rac_willDeallocSignal (its subject is RAC's class).

@implementation NSObject (WalkthroughKeyValueSignals)

// What RACObserve(target, keyPath) sends, observer being the macro's self (__weak, as RAC declares
// it): the value at the key path now, then after each change, until the target or the observer
// goes. A longer key path observes its first key, then the rest on each value that key takes.
- (RACSignal *)rac_valuesForKeyPath:(NSString *)keyPath observer:(__weak NSObject *)observer {
    NSRange dot = [keyPath rangeOfString:@"."];
    if (dot.location != NSNotFound) {
        NSString *rest = [keyPath substringFromIndex:dot.location + 1];
        return [[[self rac_valuesForKeyPath:[keyPath substringToIndex:dot.location] observer:observer]
                 map:^id(id value) {
                     if (value == nil) return [RACSignal return:nil];
                     return [value rac_valuesForKeyPath:rest observer:observer];
                 }]
                switchToLatest];
    }
    return [[[self walkthroughValuesAndChangesForKey:keyPath observer:observer]
             map:^id(RACTuple *value) {
                 return value[0];
             }]
            setNameWithFormat:@"RACObserve(%@, %@)", self.walkthroughDescription, keyPath];
}

// RAC's -rac_valuesAndChangesForKeyPath:options:observer: with the initial option, for one key
// (that selector stays the host's native, change dictionaries and all, for RAC's RACCommand.m):
// each subscription registers an observation of the key (the value now first), sending the value
// and the change, until either the target or the observer is deallocated; a subscription after
// the target went completes at once.
- (RACSignal *)walkthroughValuesAndChangesForKey:(NSString *)keyPath observer:(NSObject *)observer {
    NSKeyValueObservingOptions options = NSKeyValueObservingOptionInitial;
    RACSignal *targetGoes = self.rac_willDeallocSignal;
    RACSignal *observerGoes = [observer walkthroughObservesKeyValues] ? observer.rac_willDeallocSignal : [RACSignal never];
    RACSignal *deallocSignal = [RACSignal zip:@[targetGoes, observerGoes]];
    __weak NSObject *weakTarget = self;
    return [[[RACSignal createSignal:^RACDisposable *(id<RACSubscriber> subscriber) {
        NSObject *target = weakTarget;
        if (target == nil) {
            [subscriber sendCompleted];
            return nil;
        }
        return [target walkthroughObserveKey:keyPath block:^(id value, id change) {
            [subscriber sendNext:RACTuplePack(value, change)];
        }];
    }]
             takeUntil:deallocSignal]
            setNameWithFormat:@"%@ -rac_valueAndChangesForKeyPath: %@ options: %lu observer: %@", self.walkthroughDescription,
                              keyPath, (unsigned long)options, observer.walkthroughDescription];
}

// RAC's KVO with change dictionaries (RACCommand.m observes its executions so): each subscription
// registers an observer of the key of one of the program's own objects, sending the value and
// KVO's change dictionary after each change (the value now first with the initial option), until
// either the target or the observer is deallocated.
- (RACSignal *)rac_valuesAndChangesForKeyPath:(NSString *)keyPath options:(NSKeyValueObservingOptions)options observer:(NSObject *)observer {
    RACSignal *targetGoes = self.rac_willDeallocSignal;
    RACSignal *observerGoes = [observer walkthroughObservesKeyValues] ? observer.rac_willDeallocSignal : [RACSignal never];
    RACSignal *deallocSignal = [RACSignal zip:@[targetGoes, observerGoes]];
    __weak NSObject *weakTarget = self;
    return [[RACSignal createSignal:^RACDisposable *(id<RACSubscriber> subscriber) {
        NSObject *target = weakTarget;
        if (target == nil) {
            [subscriber sendCompleted];
            return nil;
        }
        return [target walkthroughObserveChangesOfKey:keyPath options:options block:^(id value, NSDictionary *change) {
            [subscriber sendNext:RACTuplePack(value, change)];
        }];
    }]
            takeUntil:deallocSignal];
}

@end
