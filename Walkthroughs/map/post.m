RACSignal *signal = [RACSignal createSignal:^RACDisposable *(id<RACSubscriber> subscriber) {
[subscriber sendNext:@"ABC"];
return nil;
}];
RACSignal *mappedSignalA=[signal map:^id(id value) {
NSString *text=value;
return @(text.length);
}];
[mappedSignalA subscribeNext:^(id x) {
NSLog(@"class-%@,value-%@",[x class],x);
}];

[signal subscribeNext:^(id x) {
NSLog(@"class-%@,value-%@",[x class],x);
}];
输出:
2016-03-01 14:06:29.725 RACFunTest[2703:176158] class-__NSCFNumber,value-3
2016-03-01 14:06:29.725 RACFunTest[2703:176158] class-__NSCFConstantString,value-ABC
