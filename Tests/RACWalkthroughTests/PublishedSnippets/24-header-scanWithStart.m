// Source: https://github.com/ReactiveCocoa/ReactiveCocoa/blob/v2.5/ReactiveCocoa/RACStream.h
// Adaptation: the header says "// Contains 1, 3, 6, 10": NSLog of the array joined added
RACSequence *numbers = @[ @1, @2, @3, @4 ].rac_sequence;

// Contains 1, 3, 6, 10
RACSequence *sums = [numbers scanWithStart:@0 reduce:^(NSNumber *sum, NSNumber *next) {
    return @(sum.integerValue + next.integerValue);
}];
// Outputs:
// 1, 3, 6, 10
NSLog(@"%@", [sums.array componentsJoinedByString:@", "]);
