// Source: GitHub RACDemo ViewController.m by YISHANG/MAXIAO 2016 (a demo whose comments state the console output)
// Adaptation: none
    RACSignal *delaySingal = [[RACSignal createSignal:^RACDisposable *(id<RACSubscriber> subscriber) {
        [subscriber sendNext:@"dalay"];
        [subscriber sendCompleted];
        return nil;
    }] delay:2];
    
    NSLog(@"tag");
    
    [delaySingal subscribeNext:^(id x) {
        NSLog(@"delaySingal == %@", x);
    }];
    //2016-07-13 10:27:00.693 RACDemo[3129:309439] tag
    //2016-07-13 10:27:02.886 RACDemo[3129:309439] delaySingal == dalay
// Outputs:
// tag
// delaySingal == dalay
