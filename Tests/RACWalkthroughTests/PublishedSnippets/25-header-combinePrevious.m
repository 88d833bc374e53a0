// Source: https://github.com/ReactiveCocoa/ReactiveCocoa/blob/v2.5/ReactiveCocoa/RACStream.h
// Adaptation: NSLog of the array joined added
RACSequence *numbers = @[ @1, @2, @3, @4 ].rac_sequence;

// Contains 1, 3, 5, 7
RACSequence *sums = [numbers combinePreviousWithStart:@0 reduce:^(NSNumber *previous, NSNumber *next) {
    return @(previous.integerValue + next.integerValue);
}];
// Outputs:
// 1, 3, 5, 7
NSLog(@"%@", [sums.array componentsJoinedByString:@", "]);
