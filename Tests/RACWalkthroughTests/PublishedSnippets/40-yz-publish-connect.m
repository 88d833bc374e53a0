// Source: https://www.jianshu.com/p/87ef6720a096 (袁峥 最快让你上手ReactiveCocoa之基础篇, RACMulticastConnection; copy in a GitHub notes file)
// Adaptation: none
// RACMulticastConnection:解决重复请求问题
// 1.创建信号
RACSignal *signal = [RACSignal createSignal:^RACDisposable *(id<RACSubscriber> subscriber) {
   NSLog(@"发送请求");
   [subscriber sendNext:@1];
   return nil;
}];
// 2.创建连接
RACMulticastConnection *connect = [signal publish];
// 3.订阅信号，
// 注意：订阅信号，也不能激活信号，只是保存订阅者到数组，必须通过连接,当调用连接，就会一次性调用所有订阅者的sendNext:
[connect.signal subscribeNext:^(id x) {
   NSLog(@"订阅者一信号");
}];
[connect.signal subscribeNext:^(id x) {
   NSLog(@"订阅者二信号");
}];
// 4.连接,激活信号
[connect connect];
// Outputs:
// 发送请求
// 订阅者一信号
// 订阅者二信号
