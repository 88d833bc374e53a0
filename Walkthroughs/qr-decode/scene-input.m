// Not the post's code: the user long-presses the image in the mail at once; the page stays open
// until the user leaves it at 3 s, after everything has happened.
[self jsCallImageClick:@"https://mail.example.com/attachment/qrcode.png&qmImageClick:2&qmSrc:cid:qrcode@example.com"
        imageClickName:@"qmImageClick"];
[[RACScheduler mainThreadScheduler] afterDelay:3 schedule:^{
}];
