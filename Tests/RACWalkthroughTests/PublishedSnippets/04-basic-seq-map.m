// Source: https://github.com/ReactiveCocoa/ReactiveCocoa/blob/v2.5/Documentation/BasicOperators.md
// Adaptation: the doc says "// Contains: AA BB …"; an NSLog of the array joined by spaces added
RACSequence *letters = [@"A B C D E F G H I" componentsSeparatedByString:@" "].rac_sequence;

// Contains: AA BB CC DD EE FF GG HH II
RACSequence *mapped = [letters map:^(NSString *value) {
    return [value stringByAppendingString:value];
}];
// Outputs:
// AA BB CC DD EE FF GG HH II
NSLog(@"%@", [mapped.array componentsJoinedByString:@" "]);
