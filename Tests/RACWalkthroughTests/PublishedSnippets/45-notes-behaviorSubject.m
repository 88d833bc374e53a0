// Source: https://github.com/harleyGit/StudyNotes (iOS notes, ReactObj section; written against ReactiveObjC, whose API here is RAC 2.5's)
// Adaptation: none
RACBehaviorSubject *subject = [RACBehaviorSubject subject];

[subject subscribeNext:^(id  _Nullable x) {
    NSLog(@"1st Sub: %@", x);
}];
[subject sendNext:@1];

[subject subscribeNext:^(id  _Nullable x) {
    NSLog(@"2nd Sub: %@", x);
}];
[subject sendNext:@2];

[subject subscribeNext:^(id  _Nullable x) {
    NSLog(@"3rd Sub: %@", x);
}];
[subject sendNext:@3];
[subject sendCompleted];
// Outputs:
// 1st Sub: (null)
// 1st Sub: 1
// 2nd Sub: 1
// 1st Sub: 2
// 2nd Sub: 2
// 3rd Sub: 2
// 1st Sub: 3
// 2nd Sub: 3
// 3rd Sub: 3
