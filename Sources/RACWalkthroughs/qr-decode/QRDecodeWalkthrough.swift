import RAC
import RACWalkthroughKit

/// 用 FRP 事半功倍的写代码（二）: the image downloads in 0.4 s and decodes in 0.6 s more, within
/// `timeout:1.5`; the bar code reaches the main thread and the sheet offers 『识别图中二维码』. The
/// decoder's completion disposes the timeout's timer, which never fires.
let qrDecodeWalkthrough = Walkthrough(
  name: "qr-decode",
  title: "download, then decode within timeout:1.5 — the sheet shows the bar code",
  post: "002_97b0303b3bf7bd7f.txt"
) { context in
  runBarCodeWalkthrough(
    context,
    service: FMBarCodeService(
      script: BarCodeScript(
        download: .init(after: 0.4, .success("<UIImage qrcode.png>")),
        decode: .init(after: 0.6, .success("https://u.example.com/invite/42")))))
}
