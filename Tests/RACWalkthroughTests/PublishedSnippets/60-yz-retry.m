// Source: GitHub WPRACTestDemo ViewController.m (wupeng 2017), examples from 袁峥 最快让你上手ReactiveCocoa (comments state the result)
// Adaptation: the -retry method's body as free statements. Ten errors are logged, then the 11th subscription sends 1.
    __block int i = 0;
    [[[RACSignal createSignal:^RACDisposable *(id<RACSubscriber> subscriber) {
        if (i == 10) {
            [subscriber sendNext:@1];
        }else{
            NSLog(@"接收到错误");
            [subscriber sendError:nil];
        }
        i++;
        return nil;
    }] retry] subscribeNext:^(id x) {
        NSLog(@"%@",x);
    } error:^(NSError *error) {
    }];
// Outputs:
// 接收到错误
// 接收到错误
// 接收到错误
// 接收到错误
// 接收到错误
// 接收到错误
// 接收到错误
// 接收到错误
// 接收到错误
// 接收到错误
// 1
