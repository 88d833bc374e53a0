// Source: https://github.com/ReactiveCocoa/ReactiveCocoa/blob/v2.5/Documentation/DesignGuidelines.md (Defer work in operators)
// Adaptation: the doc's "Right!" -map: put in a RACSequence category (replacing RAC's), used once
@implementation RACSequence (QAMap)
- (RACSequence *)map:(id (^)(id))block {
    return [self flattenMap:^(id obj) {
        id mappedObj = block(obj);
        return [RACSequence return:mappedObj];
    }];
}
@end
- (void)testMap {
    RACSequence *s = [@[ @1, @2, @3 ].rac_sequence map:^(NSNumber *n) { return @(n.intValue * 10); }];
    NSLog(@"%@", [s.array componentsJoinedByString:@" "]);
}
// Outputs:
// 10 20 30
