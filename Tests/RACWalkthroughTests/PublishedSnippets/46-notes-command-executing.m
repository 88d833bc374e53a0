// Source: https://github.com/harleyGit/StudyNotes (iOS notes, ReactObj section; written against ReactiveObjC, whose API here is RAC 2.5's)
// Adaptation: none (the file's only method)
- (void) testMethod7 {
    // 1.创建命令
    RACCommand *command = [[RACCommand alloc] initWithSignalBlock:^RACSignal *(id input) {
        NSLog(@"执行命令");
        NSLog(@"执行命令--> %@", input);
        // 创建空信号,必须返回信号
        // return [RACSignal empty];
        // 2.创建信号,用来传递数据
        return [RACSignal createSignal:^RACDisposable *(id<RACSubscriber> subscriber) {
            [subscriber sendNext:@"请求数据"];
            // 注意：数据传递完，最好调用sendCompleted，这时命令才执行完毕。
            [subscriber sendCompleted];
            return nil;
        }];
    }];
    
    // 3.订阅RACCommand中的信号
    [command.executionSignals subscribeNext:^(id x) {
        //订阅executionSignals就能拿到RACCommand中返回的信号，然后订阅signalBlock返回的信号，就能获取发出的值。
        [x subscribeNext:^(id x) {
            NSLog(@"🍎 %@",x);
        }];
    }];
    
    // RAC高级用法
    [command.executionSignals.switchToLatest subscribeNext:^(id x) {
        NSLog(@"🍊 %@",x);
    }];
    
    // 4.监听命令是否执行完毕,默认会来一次，可以直接跳过，skip表示跳过第一次信号。
    [[command.executing skip:0] subscribeNext:^(id x) {
        // executing：判断当前的block是否在执行，执行完之后会返回NO
        NSLog(@"是否执行： %@", x);
        if ([x boolValue] == YES) {
            // 正在执行
            NSLog(@"正在执行");
        }else{
            // 执行完成
            NSLog(@"执行完成");
        }
    }];
    
    // 5.执行命令（控制器里执行此句代码）
    [command execute:@"✈️ 执行命令！！"];
}
// Outputs:
// 是否执行： 0
// 执行完成
// 执行命令
// 执行命令--> ✈️ 执行命令！！
// 是否执行： 1
// 正在执行
// 🍎 请求数据
// 🍊 请求数据
// 是否执行： 0
// 执行完成
