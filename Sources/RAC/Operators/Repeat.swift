import Foundation

/// `-repeat` (RACSignal+Operations.m): subscribes to the receiver again each time it completes,
/// forever, forwarding every value; an error ends it (behaviour §6.3).
///
/// Built, like `retry`, on `subscribeForever`: the first subscription is synchronous, each later
/// one a turn of the current scheduler, so a receiver that completes at once repeats on the
/// scheduler's turns instead of recursing. `take:` after it is how it ends.
extension RACSignal {
  /// `-repeat` (a Swift keyword, hence the backquotes): the receiver, resubscribed on every
  /// completion.
  public func `repeat`() -> RACSignal {
    Tracing.call("-repeat", of: self, rac: .method("RACSignal+Operations.m", 228, "-repeat")) {
      weak var weakResult: RACSignal?
      let signal = RACSignal.createSignal(
        .block("RACSignal+Operations.m", 229, in: "-repeat", "createSignal:"), captures: [.object("self", self)]
      ) { subscriber in
        let owner = TraceOwner(weakResult)
        return RACSignal.subscribeForever(
          self,
          next: CoreClosures.next(
            .block("RACSignal+Operations.m", 231, in: "-repeat", "^"),
            captures: [.object("subscriber", subscriber)]
          ) { x in
            Tracing.call(
              "repeat next", of: owner, rac: .block("RACSignal+Operations.m", 231, in: "-repeat", "^"),
              arguments: [("x", x)]
            ) { subscriber.sendNext(x) }
          },
          error: { error, disposable in
            Tracing.call(
              "repeat error", of: owner, rac: .block("RACSignal+Operations.m", 234, in: "-repeat", "^"),
              arguments: [("error", error)]
            ) {
              disposable.dispose()
              subscriber.sendError(error)
            }
          },
          completed: { _ in
            Tracing.call("repeat completed", of: owner, rac: .block("RACSignal+Operations.m", 238, in: "-repeat", "^"))
            {}
          })
      }
      weakResult = signal
      return signal.setNameWithFormat("[%@] -repeat", StreamName.NameOf(self))
    }
  }
}
