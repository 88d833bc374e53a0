- (void)testCollectSignalsAndCombineLatestOrZip {
    RACSignal *numbers = @[@(0), @(1), @(2)].rac_sequence.signal;
    
    RACSignal *letters1 = @[@"A", @"B", @"C"].rac_sequence.signal;
    RACSignal *letters2 = @[@"X", @"Y", @"Z"].rac_sequence.signal;
    RACSignal *letters3 = @[@"M", @"M"].rac_sequence.signal;
    NSArray *arrayOfSignal = @[letters1, letters2, letters3];
    
    
    [[[[numbers
        map:^id(NSNumber *n) {
            return arrayOfSignal[n.integerValue];//!! this is Signal, but just use map NOT flatMap
        }]
       collect]
      flattenMap:^RACStream *(NSArray *arrayOfSignal) {
          //1
          return [RACSignal zip:arrayOfSignal
                         reduce:^(NSString *first, NSString *second, NSString *third) {
                             return [NSString stringWithFormat:@"%@-%@-%@", first, second, third];
                             
                         }];
      }]
     subscribeNext:^(NSString *x) {
         DDLogVerbose(@"%@, %@", [x class], x);
     } completed:^{
         DDLogVerbose(@"completed");
     }];
}
