// When do the side effects of -map: on a RACSequence happen? On a lazy sequence (what
// rac_sequence gives), when a value is first asked for, and once: it is memoised. On an eager
// sequence, all at once, when -map: is called.

NSArray *numbers = @[ @1, @2, @3 ];

RACSequence *lazy = [numbers.rac_sequence map:^id(NSNumber *x) {
    NSLog(@"lazy map %@", x);
    return @(x.intValue * 10);
}];
NSLog(@"lazy sequence made");
NSLog(@"head: %@", lazy.head);
NSLog(@"head again: %@", lazy.head);
NSLog(@"second: %@", lazy.tail.head);
NSLog(@"array: %@", [lazy.array componentsJoinedByString:@" "]);
NSLog(@"array again: %@", [lazy.array componentsJoinedByString:@" "]);

RACSequence *eager = [numbers.rac_sequence.eagerSequence map:^id(NSNumber *x) {
    NSLog(@"eager map %@", x);
    return @(x.intValue * 10);
}];
NSLog(@"eager sequence made");
NSLog(@"head: %@", eager.head);

// Going back to lazy defers only what comes after.
RACSequence *lazyAgain = [eager.lazySequence map:^id(NSNumber *x) {
    NSLog(@"lazy again map %@", x);
    return @(x.intValue + 1);
}];
NSLog(@"lazy again made");
NSLog(@"lazy again: %@", [lazyAgain.array componentsJoinedByString:@" "]);
