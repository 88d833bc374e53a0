// Source: GitHub ReactiveCocoaDemo ViewController.m by 符现超 (2015), whose doc comments state the output
// Adaptation: the -zip method's body as free statements, with the file's FORMATSTRING macro. The comment says it
// prints one result, 13; NSLog prints the tuple's description, a comma, a newline, then " 13".
#define FORMATSTRING(FORMAT, ...) ([NSString stringWithFormat:FORMAT, ##__VA_ARGS__])
    RACSignal *signalA = [RACSignal createSignal:^RACDisposable *(id<RACSubscriber> subscriber) {
        [subscriber sendNext:@"1"];
        [subscriber sendNext:@"2"];
        return nil;
    }];
    
    RACSignal *signalB = [RACSignal createSignal:^RACDisposable *(id<RACSubscriber> subscriber) {
        [subscriber sendNext:@"3"];
        //[subscriber sendNext:@"4"];
        return nil;
    }];
    
    [[signalA zipWith:signalB] subscribeNext:^(id x) {
        RACTupleUnpack(NSString *str1, NSString *str2) = x;
        NSString *str = FORMATSTRING(@"%@%@", str1, str2);
        NSLog(@"%@,\n %@", x, str);
    }];
// Outputs:
// <RACTuple: 0x7f9a1b40> (
//     1,
//     3
// ),
//  13
