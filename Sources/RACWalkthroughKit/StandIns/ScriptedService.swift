import Foundation
import RAC
import Shared

/// A simulated service (image download, QR decoder, avatar server, account migration) for the app
/// walkthroughs: every call is a cold signal that, each time it is subscribed, waits its scripted
/// latency on virtual time and then sends a value and completes, or fails with a named error, or
/// never answers.
///
/// The script decides per input and per attempt (the n-th subscription for that input), so
/// `retry:` meets "fails twice, then succeeds" and `multicast:` can be shown to fetch once. Nothing
/// sleeps: the latency is an `afterDelay` on the scheduler the call is subscribed on (or the one
/// given), which in a walkthrough is a `RACTestScheduler`.
public final class ScriptedService: AssociatedStorageHolding, @unchecked Sendable {
  /// Its Objective-C associated objects (a scene keeps its reply scheduler with it): they go with it.
  package var associatedStorage: AnyObject?

  /// What one attempt does.
  public enum Outcome: Sendable {
    /// Sends the value, then completed.
    case success(String)
    /// Sends an error in `domain` with `code`.
    case failure(domain: String, code: Int)
    /// Sends nothing, ever (a request that hangs).
    case hang
  }

  /// One scripted reply: after `latency` seconds, `outcome`.
  public struct Reply: Sendable {
    /// How long the reply takes, in seconds of virtual time.
    public let latency: TimeInterval
    /// What the reply is.
    public let outcome: Outcome

    /// A reply of `outcome` after `latency` seconds.
    public init(after latency: TimeInterval, _ outcome: Outcome) {
      self.latency = latency
      self.outcome = outcome
    }
  }

  /// The service's name, as the trace and the log show it.
  public let name: String
  private let script: @Sendable (_ input: String, _ attempt: Int) -> Reply
  private let scheduler: RACScheduler?
  private let lock = NSLock()
  private var attempts: [String: Int] = [:]

  /// - Parameters:
  ///   - name: e.g. `FMAvatarManager rac_asyncGetAvatar:`.
  ///   - scheduler: where the reply is sent; nil for the scheduler current when the call is
  ///     subscribed.
  ///   - script: the reply for an input's n-th attempt (1, 2, 3…).
  public init(
    name: String, replyingOn scheduler: RACScheduler? = nil,
    script: @escaping @Sendable (_ input: String, _ attempt: Int) -> Reply
  ) {
    self.name = name
    self.scheduler = scheduler
    self.script = script
  }

  /// A scene's service answering every call with `reply`, on a background scheduler of its own named
  /// `queueName` (made before the service, as the scene's code makes it), or, without one, on the
  /// scheduler current at subscription.
  public static func answeringEveryCall(
    named name: String, queueNamed queueName: String?, with reply: Reply
  ) -> ScriptedService {
    let scheduler = queueName.map { RACScheduler.scheduler(withPriority: .default, name: $0) }
    return ScriptedService(name: name, replyingOn: scheduler) { _, _ in reply }
  }

  /// How many times each input has been asked for (subscribed to) so far.
  public var attemptsByInput: [String: Int] { lock.withLock { attempts } }

  /// The call for `input`: a cold signal; each subscription is one attempt (`nextReply(for:)`),
  /// answered after its latency on `replyScheduler`, else on the scheduler current when it is
  /// subscribed. A run on RAC's own source makes the same signal of RAC's loaded classes
  /// (`SceneSignals.m`), from the same two steps.
  public func call(_ input: String) -> RACSignal {
    RACSignal.createSignal { [self] subscriber in
      let reply = nextReply(for: input)
      guard let replyScheduler = replyScheduler ?? RACScheduler.currentScheduler else {
        subscriber.sendError(NSError(domain: "ScriptedServiceErrorDomain", code: -1))
        return nil
      }
      return replyScheduler.afterDelay(reply.latency) {
        switch reply.outcome {
        case .success(let value):
          subscriber.sendNext(value)
          subscriber.sendCompleted()
        case .failure(let domain, let code):
          subscriber.sendError(NSError(domain: domain, code: code))
        case .hang:
          break
        }
      }
    }.traced(as: "\(name) \(input)")
  }

  /// Where the replies are sent: the scheduler given, nil for the one current at subscription.
  public var replyScheduler: RACScheduler? { scheduler }

  /// One attempt for `input`: counts it, notes the request in the trace, and says the reply.
  public func nextReply(for input: String) -> Reply {
    let attempt = lock.withLock { () -> Int in
      attempts[input, default: 0] += 1
      return attempts[input, default: 0]
    }
    let reply = script(input, attempt)
    Tracing.note(
      "\(name) request", of: nil,
      arguments: [("input", input), ("attempt", attempt), ("reply", String(describing: reply.outcome))])
    return reply
  }
}
