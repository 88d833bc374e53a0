// Not the post's code: what the bar-code service's two tasks answer in this walkthrough
// (../qr-decode/scene.m defines the service): the download fails after 0.3 s (NSURLErrorDomain
// -1009: offline), so the decoder is never asked.
service.downloader = [ScriptedService serviceNamed:@"getUIImageWithURLString:" queueNamed:@"FMBarCodeService.download"
                                        replyAfter:0.3 errorDomain:@"NSURLErrorDomain" code:-1009];
service.decoder = [ScriptedService serviceNamed:@"decodeBarWithUIImage:" queueNamed:@"FMBarCodeService.decode"
                                     replyAfter:0.6 value:@"https://u.example.com/invite/42"];
