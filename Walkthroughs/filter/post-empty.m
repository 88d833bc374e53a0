+ (RACSignal *)empty {
return [RACEmptySignal empty];
}
//在RACEmptySignal.m中,subscribe的实现
- (RACDisposable *)subscribe:(id<RACSubscriber>)subscriber {
return [RACScheduler.subscriptionScheduler schedule:^{
[subscriber sendCompleted];
}];
}
