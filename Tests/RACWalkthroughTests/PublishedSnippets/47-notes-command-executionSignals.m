// Source: https://github.com/harleyGit/StudyNotes (iOS notes, ReactObj section; written against ReactiveObjC, whose API here is RAC 2.5's)
// Adaptation: none (the file's only method). The address in the printed description is masked
- (void)testMethod11 {
    
    RACCommand *command = [[RACCommand alloc] initWithSignalBlock:^RACSignal * _Nonnull(id  _Nullable input) {
        NSLog(@"<<<<<< 🍎");
        return [RACSignal createSignal:^RACDisposable * _Nullable(id<RACSubscriber>  _Nonnull subscriber) {
            NSLog(@"====== 🍎");
            //input为传入的参数
            [subscriber sendNext:@"发送数据"];
            [subscriber sendCompleted];
            return [RACDisposable disposableWithBlock:^{
                NSLog(@"信号被销毁");
            }];
        }];
    }];
    
    [command.executionSignals subscribeNext:^(id  _Nullable x) {
        NSLog(@"获取一个信号---%@",x);
        [x subscribeNext:^(id x) {
            
            NSLog(@"%@",x);
        }];
    }];
    
    [command.executing subscribeNext:^(NSNumber * _Nullable x) {
        NSLog(@"监听完成---%@",x); //x为监听状态 0代表执行完毕，1代表执行中
    }];
    [command.errors subscribeNext:^(NSError * _Nullable x) {
        NSLog(@"错误"); // 接受错误信息
    }];
    [command.executionSignals.switchToLatest subscribeNext:^(id  _Nullable x) {
        NSLog(@"接受信号中的信号x为数据:%@",x);//x为发送的数据
    }];
    [command execute:@"11111"]; //调用command`
}
// Outputs:
// 监听完成---0
// <<<<<< 🍎
// 监听完成---1
// 获取一个信号---<RACDynamicSignal: 0x6000010d1be0> name: 
// ====== 🍎
// 发送数据
// 接受信号中的信号x为数据:发送数据
// 信号被销毁
// 监听完成---0
