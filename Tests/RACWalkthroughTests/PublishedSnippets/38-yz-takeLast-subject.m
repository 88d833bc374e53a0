// Source: https://www.jianshu.com/p/e10e5ca413b7 (袁峥 最快让你上手ReactiveCocoa之进阶篇; copy in a GitHub notes file)
// Adaptation: none
// 1、创建信号
RACSubject *signal = [RACSubject subject];
// 2、处理信号，订阅信号
[[signal takeLast:1] subscribeNext:^(id x) {
   
   NSLog(@"%@",x);
}];
// 3.发送信号
[signal sendNext:@1];
[signal sendNext:@2];
[signal sendCompleted];
// Outputs:
// 2
