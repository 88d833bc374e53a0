import RAC
import RACWalkthroughKit

/// 用 FRP 事半功倍的写代码（二）: the download fails after 0.3 s (NSURLErrorDomain,
/// NSURLErrorNotConnectedToInternet): `flattenMap:` passes the error on without calling its block,
/// so the decoder is never asked; the sheet comes without 『识别图中二维码』.
let qrDownloadFailsWalkthrough = Walkthrough(
  name: "qr-download-fails",
  title: "the download fails: NSURLErrorDomain error, the decoder is never called",
  post: "002_97b0303b3bf7bd7f.txt"
) { context in
  runBarCodeWalkthrough(
    context,
    service: FMBarCodeService(
      script: BarCodeScript(
        download: .init(after: 0.3, .failure(domain: "NSURLErrorDomain", code: -1009)),
        decode: .init(after: 0.6, .success("https://u.example.com/invite/42")))))
}
