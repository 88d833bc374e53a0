// Not the post's code: the user taps "增加5个积分" 15 times, once a (virtual) second from 1 s on:
// 5, 10, … 75.
UIButton *button = self.testButton;
for (NSInteger index = 0; index < 15; index++) {
    [[RACScheduler mainThreadScheduler] afterDelay:1 + index schedule:^{
        [button walkthroughTap];
    }];
}
