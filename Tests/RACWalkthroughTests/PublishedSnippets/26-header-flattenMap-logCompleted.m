// Source: https://github.com/ReactiveCocoa/ReactiveCocoa/blob/v2.5/ReactiveCocoa/RACStream.h
// Adaptation: 'signal' defined as [RACSignal return:@1] concat [RACSignal return:@2], both chains subscribed; logCompleted prints "<name> completed" (RAC 2.5: NSLog(@"%@ completed", self.name))
RACSignal *signal = [[RACSignal return:@1] concat:[RACSignal return:@2]];
[[signal flattenMap:^(id x) {
    // Logs each time a returned signal completes.
    return [[RACSignal return:x] logCompleted];
}] subscribeCompleted:^{}];

[[[signal
    flattenMap:^(id x) {
        return [RACSignal return:x];
    }]
    // Logs only once, when all of the signals complete.
    logCompleted] subscribeCompleted:^{}];
// The header states no text; RAC 2.5 (release build, RAC_DEBUG_SIGNAL_NAMES unset) prints:
// Outputs:
// <RACReturnSignal: 0x…> name: +return: completed
// <RACReturnSignal: 0x…> name: +return: completed
// <RACDynamicSignal: 0x…> name:  completed
