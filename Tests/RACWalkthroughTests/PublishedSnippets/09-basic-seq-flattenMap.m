// Source: https://github.com/ReactiveCocoa/ReactiveCocoa/blob/v2.5/Documentation/BasicOperators.md
// Adaptation: NSLog of both arrays joined added
RACSequence *numbers = [@"1 2 3 4 5 6 7 8 9" componentsSeparatedByString:@" "].rac_sequence;

// Contains: 1 1 2 2 3 3 4 4 5 5 6 6 7 7 8 8 9 9
RACSequence *extended = [numbers flattenMap:^(NSString *num) {
    return @[ num, num ].rac_sequence;
}];

// Contains: 1_ 3_ 5_ 7_ 9_
RACSequence *edited = [numbers flattenMap:^(NSString *num) {
    if (num.intValue % 2 == 0) {
        return [RACSequence empty];
    } else {
        NSString *newNum = [num stringByAppendingString:@"_"];
        return [RACSequence return:newNum]; 
    }
}];
// Outputs:
// 1 1 2 2 3 3 4 4 5 5 6 6 7 7 8 8 9 9
// 1_ 3_ 5_ 7_ 9_
NSLog(@"%@", [extended.array componentsJoinedByString:@" "]);
NSLog(@"%@", [edited.array componentsJoinedByString:@" "]);
