// Source: https://github.com/ReactiveCocoa/ReactiveCocoa/blob/v2.5/Documentation/BasicOperators.md
// Adaptation: subscribed to 'sequenced' and logged its values ("The new signal only contains: 1 2 3 … But when subscribed to, it also outputs: A B C …")
RACSignal *letters = [@"A B C D E F G H I" componentsSeparatedByString:@" "].rac_sequence.signal;

RACSignal *sequenced = [[letters
    doNext:^(NSString *letter) {
        NSLog(@"%@", letter);
    }]
    then:^{
        return [@"1 2 3 4 5 6 7 8 9" componentsSeparatedByString:@" "].rac_sequence.signal;
    }];
[sequenced subscribeNext:^(id x) {
    NSLog(@"%@", x);
}];
// Outputs: A B C D E F G H I 1 2 3 4 5 6 7 8 9
