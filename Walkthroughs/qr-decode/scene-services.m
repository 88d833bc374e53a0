// Not the post's code: what the bar-code service's two tasks answer in this walkthrough (scene.m
// defines the service): the image after 0.4 s, then its code after 0.6 s.
service.downloader = [ScriptedService serviceNamed:@"getUIImageWithURLString:" queueNamed:@"FMBarCodeService.download"
                                        replyAfter:0.4 value:@"<UIImage qrcode.png>"];
service.decoder = [ScriptedService serviceNamed:@"decodeBarWithUIImage:" queueNamed:@"FMBarCodeService.decode"
                                     replyAfter:0.6 value:@"https://u.example.com/invite/42"];
