// Source: GitHub ReactiveCocoaDemo ViewController.m by 符现超 (2015), whose doc comments state the output
// Adaptation: the -concat method's body as free statements. The comment says "ABCDEFGHI123456789"; NSLog of an
// NSArray prints its description, one element a line.
    RACSequence *letters = [@"A B C D E F G H I" componentsSeparatedByString:@" "].rac_sequence;
    RACSequence *numbers = [@"1 2 3 4 5 6 7 8 9" componentsSeparatedByString:@" "].rac_sequence;
    
    RACSequence *concat = [letters concat:numbers];
    NSLog(@"%@", [concat array]);
// Outputs:
// (
//     A,
//     B,
//     C,
//     D,
//     E,
//     F,
//     G,
//     H,
//     I,
//     1,
//     2,
//     3,
//     4,
//     5,
//     6,
//     7,
//     8,
//     9
// )
