// Source: https://www.jianshu.com/p/87ef6720a096 (袁峥 最快让你上手ReactiveCocoa之基础篇, RACMulticastConnection; copy in a GitHub notes file)
// Adaptation: none
// 发送请求，用一个信号内包装，不管有多少个订阅者，只想要发送一次请求
RACSignal *signal = [RACSignal createSignal:^RACDisposable *(id<RACSubscriber> subscriber) {
   // didSubscribe（block）中的代码都统称为副作用（Side Effects）。
   // 发送请求
   NSLog(@"发送请求");
   [subscriber sendNext:@1];
   return nil;
}]; 
// 订阅信号
[signal subscribeNext:^(id x) {
   NSLog(@"接收数据：%@",x);
}];
[signal subscribeNext:^(id x) {
   NSLog(@"接收数据：%@",x);
}];
// Outputs:
// 发送请求
// 接收数据：1
// 发送请求
// 接收数据：1
