// Not the post's code: what the bar-code service's two tasks answer in this walkthrough
// (../qr-decode/scene.m defines the service): the image after 0.4 s, then its code after 2 s, past
// the post's 1.5 s timeout.
service.downloader = [ScriptedService serviceNamed:@"getUIImageWithURLString:" queueNamed:@"FMBarCodeService.download"
                                        replyAfter:0.4 value:@"<UIImage qrcode.png>"];
service.decoder = [ScriptedService serviceNamed:@"decodeBarWithUIImage:" queueNamed:@"FMBarCodeService.decode"
                                     replyAfter:2 value:@"https://u.example.com/invite/42"];
