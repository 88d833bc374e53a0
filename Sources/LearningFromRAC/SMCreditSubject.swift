import RAC

/// `SubscribeNextActionBlock`: what a subscriber of the credit subject does with a credit.
public typealias SubscribeNextActionBlock = (UInt) -> Void

/// The post's hand-made "signal" for one value, the credit (post 004, "下面我的具体的实现代码"),
/// written as the post writes it, with no RAC type in it: RAC's module is used for the trace hooks
/// only (`Tracing`, `Traceable`), so `step` and `verify` see its blocks as they see RAC's.
///
/// What the post's code does, and therefore what this does:
/// - `subscribeNext:` calls the new block at once with the current credit (0 before any
///   `sendNext:`), then appends it to `blockArray`: a new subscriber starts from the current value,
///   as with `RACBehaviorSubject`, not from nothing (`RACSubject`) or from the history
///   (`RACReplaySubject`);
/// - `sendNext:` stores the credit, then calls every block in `blockArray`, oldest first, each with
///   `self.credit` as it is when that block is called;
/// - nothing else: no completion, no error, no way to unsubscribe (a block, and everything it
///   captures, lives as long as the subject), and no lock. `blockArray` is a plain `NSMutableArray`
///   in the post, so `subscribeNext:` on one thread while `sendNext:` runs on another is a data
///   race, and even on one thread a `sendNext:` that comes between a new block's first call and its
///   `addObject:` is lost for that block (the credit-subject-vs-rac walkthrough shows it).
///
/// Where Swift cannot do what Objective-C does:
/// - a block added to `blockArray` while `sendNext:` enumerates it (a subscriber subscribing from
///   inside a subscriber) makes Objective-C's fast enumeration raise "was mutated while being
///   enumerated"; Swift's `for in` walks a copy, so the new block only misses this send. The trace
///   records a note where Objective-C would raise;
/// - `subscribeNext:nil` passes the post's `if (block)` and then raises in `addObject:`; here the
///   block cannot be nil.
/// The post's class extension also declares a `subscribeNextBlock` property that nothing uses; it is
/// left out.
public final class SMCreditSubject: Traceable {
  /// The last credit sent; 0 until the first `sendNext:`.
  private var credit: UInt = 0
  /// Every block ever subscribed, oldest first (the post's lazily created `NSMutableArray`).
  private var blockArray: [SubscribeNextActionBlock] = []
  /// How many `sendNext:` loops over `blockArray` are running (more than one when a block sends).
  private var enumerations = 0

  /// The subject's number in the trace.
  public let traceIdentity = SMObjectSerial.next()
  /// The class name the trace shows.
  public var traceClassName: String { "SMCreditSubject" }
  /// No name of its own in the trace.
  public var traceName: String { "" }

  init() {}

  /// `+create`.
  public class func create() -> SMCreditSubject {
    Tracing.call("+create", of: nil) { SMCreditSubject() }
  }

  /// `-sendNext:`: remembers `credit`, then calls every subscribed block with it.
  @discardableResult
  public func sendNext(_ credit: UInt) -> SMCreditSubject {
    Tracing.call("-sendNext:", of: self, arguments: [("credit", credit)], bookkeeping: bookkeeping()) {
      self.credit = credit
      if blockArray.count > 0 {
        enumerations += 1
        defer { enumerations -= 1 }
        for (index, block) in blockArray.enumerated() {
          let current = self.credit
          Tracing.call("blockArray[\(index)]", of: self, arguments: [("credit", current)]) { block(current) }
        }
      }
      return self
    }
  }

  /// `-subscribeNext:`: calls `block` with the current credit at once, then keeps it for every
  /// later `sendNext:`.
  @discardableResult
  public func subscribeNext(_ block: @escaping SubscribeNextActionBlock) -> SMCreditSubject {
    Tracing.call("-subscribeNext:", of: self, bookkeeping: bookkeeping()) {
      let current = credit
      Tracing.call("block", of: self, arguments: [("credit", current)]) { block(current) }
      if enumerations > 0 {
        Tracing.note(
          "blockArray mutated while being enumerated (Objective-C raises here)", of: self,
          bookkeeping: bookkeeping())
      }
      blockArray.append(block)
      return self
    }
  }

  private func bookkeeping() -> [(String, String)] {
    [("credit", String(credit)), ("blockArray.count", String(blockArray.count))]
  }
}
