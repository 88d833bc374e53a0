// Source: https://github.com/ReactiveCocoa/ReactiveCocoa/blob/v2.5/ReactiveCocoa/RACTuple.h
// Adaptation: the two halves put in their own blocks (same variable names)
{
RACTupleUnpack(NSString *string, NSNumber *num) = [RACTuple tupleWithObjects:@"foo", @5, nil];
NSLog(@"string: %@", string);
NSLog(@"num: %@", num);
}
{
/* The above is equivalent to: */
RACTuple *t = [RACTuple tupleWithObjects:@"foo", @5, nil];
NSString *string = t[0];
NSNumber *num = t[1];
NSLog(@"string: %@", string);
NSLog(@"num: %@", num);
}
// Outputs:
// string: foo
// num: 5
// string: foo
// num: 5
