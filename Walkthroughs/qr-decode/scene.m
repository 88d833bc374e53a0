// Not the post's code, shared by qr-decode, qr-timeout and qr-download-fails: the bar-code service
// the post's -decodeBarWithURLString: belongs to, whose two tasks the post never shows (scripted
// services on background queues of their own, which each walkthrough's scene-services.m sets), and
// the mail page the post's -jsCallImageClick:imageClickName: belongs to, with its two methods.
@interface FMBarCodeService : NSObject
@property (nonatomic, strong) ScriptedService *downloader;
@property (nonatomic, strong) ScriptedService *decoder;
@end

@implementation FMBarCodeService
- (RACSignal *)getUIImageWithURLString:(NSString *)urlString {
    return [self.downloader call:urlString];
}

- (RACSignal *)decodeBarWithUIImage:(id)image {
    return [self.decoder call:image];
}
@end

@interface MailReadingPage : UIViewController
@property (nonatomic, strong) FMBarCodeService *barCodeService;
@end

@implementation MailReadingPage
// The page's own clean-up of the address pieces; the walkthrough's address needs none.
- (void)filterJsArray:(NSMutableArray *)array {
}

// The action sheet: 保存图片 and 转发图片 always, 识别图中二维码 only with a bar code.
- (void)showImageSaveSheetWithImageUrl:(NSString *)imageUrl withImageClickName:(NSString *)imgClickName withBarCode:(NSString *)barCode {
    NSString *items = barCode == nil ? @"保存图片, 转发图片" : @"保存图片, 转发图片, 识别图中二维码";
    DDLogVerbose(@"showImageSaveSheet barCode=%@ items=(%@)", barCode, items);
}
@end

FMBarCodeService *service = [[FMBarCodeService alloc] init];
self.barCodeService = service;
