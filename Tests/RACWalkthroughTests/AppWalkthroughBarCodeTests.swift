import RAC
import RACWalkthroughKit
import XCTest

import class Foundation.NSError

@testable import RACWalkthroughs

/// The QR walkthroughs of post 002 (`decodeBarWithURLString:` = download `flattenMap:` decode,
/// `timeout:1.5`, `deliverOn:` the main thread), and the runs their NOTES.md rely on.
final class AppWalkthroughBarCodeTests: LeakCheckedTestCase {
  private typealias Reading = AppWalkthroughTraceReading

  private let sheetWithCode =
    "[com.apple.main-thread] showImageSaveSheet barCode=https://u.example.com/invite/42 items=(保存图片, 转发图片, 识别图中二维码)"
  private let sheetWithoutCode = "[com.apple.main-thread] showImageSaveSheet barCode=(null) items=(保存图片, 转发图片)"

  func testQRDecodeShowsTheSheetWithTheCodeOnceOnTheMainThread() throws {
    let run = try Reading.replay("qr-decode")
    XCTAssertEqual(run.output, [sheetWithCode])
    XCTAssertEqual(
      Reading.subscriberHistory(run.trace), ["next: \"https://u.example.com/invite/42\"", "completed"])
    let outputs = run.trace.events.filter { $0.phase == .output }
    XCTAssertEqual(outputs.map(\.thread), ["main"])
    XCTAssertEqual(Reading.requests(run.trace, "decodeBarWithUIImage:"), ["<UIImage qrcode.png> #1"])
  }

  /// qr-decode/NOTES.md: `timeout:` runs only its timer on its scheduler; the code comes through on
  /// the decoder's queue, and `deliverOn:` brings it to the main thread.
  func testTheCodeTravelsOnTheDecodersQueueAndTheSheetIsShownOnTheMainThread() throws {
    let trace = try Reading.replay("qr-decode").trace
    let timeoutNext = try XCTUnwrap(Reading.calls(trace, "timeout next").first)
    XCTAssertTrue(timeoutNext.thread.hasPrefix("FMBarCodeService.decode"), timeoutNext.thread)
    let deliverOnNext = try XCTUnwrap(Reading.calls(trace, "deliverOn next").first)
    XCTAssertTrue(deliverOnNext.thread.hasPrefix("FMBarCodeService.decode"), deliverOnNext.thread)
    XCTAssertEqual(Reading.calls(trace, "deliverOn sendNext").map(\.thread), ["main"])
  }

  /// The decoder's completion disposes `timeout:`'s compound (the timer in it) before it is
  /// forwarded; had the timer survived, its block would run at 1.5 s even with nobody listening.
  func testTheDecodersCompletionDisposesTheTimerSoItNeverFires() throws {
    let trace = try Reading.replay("qr-decode").trace
    let completed = try XCTUnwrap(Reading.calls(trace, "timeout completed").first)
    let disposeTimeoutsCompound = try XCTUnwrap(
      trace.events.first { $0.phase == .enter && $0.block == "-dispose" && $0.owner?.name == "disposable" })
    XCTAssertTrue(Reading.happens(disposeTimeoutsCompound, inside: completed, in: trace))
    XCTAssertEqual(Reading.calls(trace, "timeout block").count, 0)
  }

  func testQRTimeoutFailsWithRACSignalErrorTimedOutFromTheTimeoutQueueAndCancelsTheDecoding() throws {
    let run = try Reading.replay("qr-timeout")
    XCTAssertEqual(run.output, [sheetWithoutCode])
    XCTAssertEqual(
      Reading.subscriberHistory(run.trace),
      ["error: NSError(domain: \(RACSignalErrorDomain), code: \(RACSignalErrorTimedOut))"]
    )
    XCTAssertEqual(RACSignalErrorTimedOut, 1)

    let timeoutBlock = try XCTUnwrap(Reading.calls(run.trace, "timeout block").first)
    XCTAssertTrue(
      timeoutBlock.thread.hasPrefix("com.ReactiveCocoa.RACScheduler.backgroundScheduler"), timeoutBlock.thread)
    XCTAssertEqual(Reading.calls(run.trace, "deliverOn sendError").map(\.thread), ["main"])

    let (request, disposals) = Reading.disposals(
      ofSubscriptionTo: "decodeBarWithUIImage: <UIImage qrcode.png>", in: run.trace)
    XCTAssertNotNil(request)
    XCTAssertEqual(disposals.count, 1, "the decoding request is disposed once")
    for disposal in disposals {
      XCTAssertTrue(Reading.happens(disposal, inside: timeoutBlock, in: run.trace), "disposed by the timeout")
    }
    let decoderSends = run.trace.events.filter {
      $0.phase == .enter && $0.block.hasPrefix("-send")
        && $0.owner?.name == "→ decodeBarWithUIImage: <UIImage qrcode.png>"
    }
    XCTAssertEqual(decoderSends.map(\.block), [], "the decoder's reply never comes")
  }

  func testQRDownloadFailureReachesTheSubscriberAsNSURLErrorAndTheDecoderIsNeverCalled() throws {
    let run = try Reading.replay("qr-download-fails")
    XCTAssertEqual(run.output, [sheetWithoutCode])
    XCTAssertEqual(Reading.subscriberHistory(run.trace), ["error: NSError(domain: NSURLErrorDomain, code: -1009)"])
    XCTAssertEqual(Reading.requests(run.trace, "decodeBarWithUIImage:"), [])
    XCTAssertEqual(
      Reading.calls(run.trace, "block").filter { $0.owner?.name.hasPrefix("getUIImageWithURLString:") == true }.count,
      0, "flattenMap:'s block never runs")
    XCTAssertEqual(Reading.calls(run.trace, "timeout block").count, 0)
  }

  /// The post's step 4: the subscriber's error can be any of the domains; here the decoder's.
  func testADecoderFailureReachesTheSubscriberInItsOwnDomain() {
    let run = Reading.replay { context in
      runBarCodeWalkthrough(
        context,
        service: FMBarCodeService(
          script: BarCodeScript(
            download: .init(after: 0.4, .success("<UIImage photo.png>")),
            decode: .init(after: 0.3, .failure(domain: "FMBarCodeServiceErrorDomain", code: 1)))))
    }
    XCTAssertEqual(run.output, [sheetWithoutCode])
    XCTAssertEqual(
      Reading.subscriberHistory(run.trace), ["error: NSError(domain: FMBarCodeServiceErrorDomain, code: 1)"])
  }

  /// qr-timeout/NOTES.md: the timer waits for the pipeline to terminate, not for a value. A decoder
  /// that sends the code at 1.0 s but completes at 2.0 s gets the sheet with the code, then at 1.5 s
  /// the timeout error and the sheet again without it.
  func testTimeoutStillFiresWhenTheCodeArrivesInTimeButTheDecoderCompletesLate() {
    let run = Reading.replay { context in
      let downloads = ScriptedService(
        name: "getUIImageWithURLString:", replyingOn: RACScheduler.scheduler(withPriority: .default, name: "download")
      ) { _, _ in .init(after: 0.4, .success("<UIImage qrcode.png>")) }
      let decodeQueue = RACScheduler.scheduler(withPriority: .default, name: "decode")
      let lateCompletingDecoder = { (_: Any?) -> RACSignal in
        RACSignal.createSignal { subscriber in
          let disposable = RACCompoundDisposable()
          disposable.add(decodeQueue.afterDelay(0.6) { subscriber.sendNext("https://u.example.com/invite/42") })
          disposable.add(decodeQueue.afterDelay(1.6) { subscriber.sendCompleted() })
          return disposable
        }
      }
      runBarCodeWalkthrough(
        context, service: FMBarCodeService(getUIImage: downloads.call, decodeBar: lateCompletingDecoder))
    }
    XCTAssertEqual(run.output, [sheetWithCode, sheetWithoutCode])
    XCTAssertEqual(
      Reading.subscriberHistory(run.trace),
      ["next: \"https://u.example.com/invite/42\"", "error: NSError(domain: RACSignalErrorDomain, code: 1)"])
  }

  /// qr-timeout/NOTES.md: the 1.5 s count from the subscription, so a slow download times out too,
  /// and the decoder is never asked.
  func testASlowDownloadTimesOutBeforeTheDecoderIsAsked() {
    let run = Reading.replay { context in
      runBarCodeWalkthrough(
        context,
        service: FMBarCodeService(
          script: BarCodeScript(
            download: .init(after: 1.6, .success("<UIImage qrcode.png>")),
            decode: .init(after: 0.1, .success("https://u.example.com/invite/42")))))
    }
    XCTAssertEqual(run.output, [sheetWithoutCode])
    XCTAssertEqual(
      Reading.subscriberHistory(run.trace), ["error: NSError(domain: RACSignalErrorDomain, code: 1)"])
    XCTAssertEqual(Reading.requests(run.trace, "decodeBarWithUIImage:"), [])
    let (_, disposals) = Reading.disposals(
      ofSubscriptionTo: "getUIImageWithURLString: https://mail.example.com/attachment/qrcode.png", in: run.trace)
    XCTAssertEqual(disposals.count, 1, "the timeout cancels the download")
  }
}
