import RAC
import RACWalkthroughKit

/// 用 FRP 事半功倍的写代码（二）, "利用 map 组装顺序执行的业务": the bar-code service and the mail page
/// of the three QR walkthroughs (`qr-decode`, `qr-timeout`, `qr-download-fails`), which differ only
/// in how the simulated download and decoder answer.
///
/// The download and the decoder are `ScriptedService`s answering on background queues of their own
/// (a download finishes on the network's queue, decoding runs off the main thread), so the trace
/// shows on which queue each event travels: the decoded string on the decoder's queue, the timeout
/// error on `timeout:`'s own scheduler, and the sheet on the main queue after `deliverOn:`.
struct BarCodeScript {
  /// What `getUIImageWithURLString:` does (NSURLErrorDomain failures).
  var download: ScriptedService.Reply
  /// What `decodeBarWithUIImage:` does (FMBarCodeServiceErrorDomain failures).
  var decode: ScriptedService.Reply
}

/// The image the page shows and the user long-presses, as the web view's JavaScript reports it:
/// the image's address, then `&<click name>:` and `&qmSrc:` pieces the page strips off.
let qrImageUrl = "https://mail.example.com/attachment/qrcode.png&qmImageClick:2&qmSrc:cid:qrcode@example.com"
let qrImageClickName = "qmImageClick"

/// `self.barCodeService`: the post's `decodeBarWithURLString:` and the two small tasks it chains.
final class FMBarCodeService {
  private let imageDownloader: (String) -> RACSignal
  private let barCodeDecoder: (Any?) -> RACSignal

  /// A service whose two tasks are the given signals (tests use it for decoders that send a value
  /// long before they complete).
  init(getUIImage: @escaping (String) -> RACSignal, decodeBar: @escaping (Any?) -> RACSignal) {
    imageDownloader = getUIImage
    barCodeDecoder = decodeBar
  }

  /// The walkthroughs' service: both tasks are `ScriptedService`s on background queues of their own.
  convenience init(script: BarCodeScript) {
    let download = script.download
    let decode = script.decode
    let downloader = ScriptedService(
      name: "getUIImageWithURLString:",
      replyingOn: RACScheduler.scheduler(withPriority: .default, name: "FMBarCodeService.download")
    ) { _, _ in download }
    let decoder = ScriptedService(
      name: "decodeBarWithUIImage:",
      replyingOn: RACScheduler.scheduler(withPriority: .default, name: "FMBarCodeService.decode")
    ) { _, _ in decode }
    self.init(getUIImage: downloader.call, decodeBar: { image in decoder.call(image as? String ?? "") })
  }

  /// ColdSignal<UIImage, NSError>: the downloaded image (here its file name), or an
  /// NSURLErrorDomain error.
  func getUIImageWithURLString(_ urlString: String) -> RACSignal {
    imageDownloader(urlString)
  }

  /// ColdSignal<NSString, NSError>: the decoded bar code, or an FMBarCodeServiceErrorDomain error.
  func decodeBarWithUIImage(_ image: Any?) -> RACSignal {
    barCodeDecoder(image)
  }

  // /*
  // ColdSignal<NSString, NSError>
  // Completion: decode success;
  // Error: FMBarCodeServiceErrorDomain || NSURLErrorDomain || RACSignalErrorDomain with RACSignalErrorTimedOut
  // Scheduler: specified;
  // Multicast: NO;
  // */
  func decodeBarWithURLString(_ urlString: String) -> RACSignal {
    // @weakify(self);
    // return [[[self getUIImageWithURLString:urlString]  //1
    //          flattenMap:^(UIImage *image) {
    //              @strongify(self);
    //              return [self decodeBarWithUIImage:image];  //2
    //          }]
    //         timeout:1.5 onScheduler:[RACScheduler schedulerWithPriority:RACSchedulerPriorityDefault]];  //3
    getUIImageWithURLString(urlString).flattenMap { [weak self] image in
      self?.decodeBarWithUIImage(image)
    }.timeout(1.5, onScheduler: RACScheduler.scheduler(withPriority: .default))
  }
}

/// The page showing the mail, whose web view reports a long press on an image through
/// `jsCallImageClick:imageClickName:`.
final class MailReadingPage {
  let barCodeService: FMBarCodeService

  init(barCodeService: FMBarCodeService) {
    self.barCodeService = barCodeService
  }

  func jsCallImageClick(_ imageUrl: String, imageClickName imgClickName: String) {
    // NSMutableArray *components = [NSMutableArray arrayWithArray:[imageUrl componentsSeparatedByString:@"&qmSrc:"]];
    let components = imageUrl.split(separator: "&qmSrc:", omittingEmptySubsequences: false).map(String.init)
    // NSMutableArray *temp = [NSMutableArray arrayWithArray:[(NSString*)[components firstObject]
    //     componentsSeparatedByString:[NSString stringWithFormat:@"&%@:",imgClickName]]];
    var temp = (components.first ?? "").split(separator: "&\(imgClickName):", omittingEmptySubsequences: false)
      .map(String.init)
    // [self filterJsArray:temp];
    filterJsArray(&temp)
    // NSString *imageUrlString = [NSString stringWithFormat:@"%@",(NSString *)[temp firstObject]];
    let imageUrlString = temp.first ?? ""

    // RACSignal *barCodeStringSignal = [self.barCodeService decodeBarWithURLString:imageUrlString];
    let barCodeStringSignal = barCodeService.decodeBarWithURLString(imageUrlString).traced(as: "barCodeStringSignal")

    // @weakify(self);
    // [[barCodeStringSignal deliverOn:[RACScheduler mainThreadScheduler]]  //1
    //  subscribeNext:^(NSString *barCodeString) {
    //      @strongify(self);
    //      [self showImageSaveSheetWithImageUrl:imageUrl withImageClickName:imgClickName withBarCode:barCodeString];
    //  } error:^(NSError *error) {
    //      @strongify(self);
    //      [self showImageSaveSheetWithImageUrl:imageUrl withImageClickName:imgClickName withBarCode:nil];
    //  } completed:^{
    //  }];
    barCodeStringSignal.deliverOn(RACScheduler.mainThreadScheduler).subscribeNext { [weak self] barCodeString in
      self?.showImageSaveSheetWithImageUrl(imageUrl, withImageClickName: imgClickName, withBarCode: barCodeString)
    } error: { [weak self] _ in
      self?.showImageSaveSheetWithImageUrl(imageUrl, withImageClickName: imgClickName, withBarCode: nil)
    } completed: {
    }
  }

  /// The page's own clean-up of the address pieces; the post does not show it, and the
  /// walkthrough's address needs none.
  private func filterJsArray(_ array: inout [String]) {}

  /// Shows the action sheet: 『保存图片』 and 『转发图片』 always, 『识别图中二维码』 only with a bar code.
  /// Logged with the queue it runs on (DDLogVerbose's `[label]`), so the output shows that the sheet
  /// is shown on the main thread.
  private func showImageSaveSheetWithImageUrl(
    _ imageUrl: String, withImageClickName imgClickName: String, withBarCode barCode: Any?
  ) {
    let items = barCode == nil ? "保存图片, 转发图片" : "保存图片, 转发图片, 识别图中二维码"
    DDLogVerbose("showImageSaveSheet barCode=%@ items=(%@)", barCode, items)
  }
}

/// Runs one QR walkthrough: the user long-presses the image at once; the page stays open (the
/// navigation controller holds it) until the user leaves it at 3 s, after everything has happened.
func runBarCodeWalkthrough(_ context: WalkthroughContext, service: FMBarCodeService) {
  let page = MailReadingPage(barCodeService: service)
  page.jsCallImageClick(qrImageUrl, imageClickName: qrImageClickName)
  context.scheduler.afterDelay(3) { withExtendedLifetime(page) {} }
}
