import RAC
import RACWalkthroughKit

/// 用 FRP 事半功倍的写代码（二）: the image downloads in 0.4 s but the code is complicated and takes 2 s
/// to decode. At 1.5 s `timeout:` disposes the pipeline (the decoding request with it) and fails
/// with RACSignalErrorDomain / RACSignalErrorTimedOut; the sheet comes without 『识别图中二维码』.
let qrTimeoutWalkthrough = Walkthrough(
  name: "qr-timeout",
  title: "decoding takes too long: timeout:1.5 cancels it, the sheet has no bar code",
  post: "002_97b0303b3bf7bd7f.txt"
) { context in
  runBarCodeWalkthrough(
    context,
    service: FMBarCodeService(
      script: BarCodeScript(
        download: .init(after: 0.4, .success("<UIImage qrcode.png>")),
        decode: .init(after: 2, .success("https://u.example.com/invite/42")))))
}
