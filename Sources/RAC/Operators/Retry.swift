extension RACSignal {
  /// `-retry:` and `-retry` (RACSignal+Operations.m): on error, subscribe to the receiver again — at
  /// most `retryCount` times, or forever when `retryCount` is 0 (behaviour §6.3, §7.12).
  ///
  /// Built on `subscribeForever`: the first subscription is synchronous, every retry a turn of the
  /// current scheduler (a new background scheduler where there is none). Values of failed attempts
  /// are still sent. `currentRetryCount` is per subscription. An error past the limit, or the
  /// receiver's completion, disposes the whole loop and is forwarded. So `retry(2)` subscribes up to
  /// three times.
  public func retry(_ retryCount: Int) -> RACSignal {
    Tracing.call(
      "-retry:", of: self, rac: .method("RACSignal+Operations.m", 1155, "-retry:"),
      arguments: [("retryCount", retryCount)]
    ) {
      weak var weakResult: RACSignal?
      let signal = RACSignal.createSignal(
        .block("RACSignal+Operations.m", 1156, in: "-retry:", "createSignal:"), captures: [.object("self", self)]
      ) { subscriber in
        let owner = TraceOwner(weakResult)
        var currentRetryCount = 0
        return RACSignal.subscribeForever(
          self,
          next: CoreClosures.next(
            .block("RACSignal+Operations.m", 1159, in: "-retry:", "^"),
            captures: [.object("subscriber", subscriber)]
          ) { x in
            Tracing.call(
              "retry next", of: owner, rac: .block("RACSignal+Operations.m", 1159, in: "-retry:", "^"),
              arguments: [("x", x)]
            ) { subscriber.sendNext(x) }
          },
          error: { error, disposable in
            Tracing.call(
              "retry error", of: owner, rac: .block("RACSignal+Operations.m", 1162, in: "-retry:", "^"),
              arguments: [("error", error)],
              bookkeeping: [("currentRetryCount", String(currentRetryCount))]
            ) {
              if retryCount == 0 || currentRetryCount < retryCount {
                currentRetryCount += 1
                return
              }
              disposable.dispose()
              subscriber.sendError(error)
            }
          },
          completed: { disposable in
            Tracing.call("retry completed", of: owner, rac: .block("RACSignal+Operations.m", 1172, in: "-retry:", "^"))
            {
              disposable.dispose()
              subscriber.sendCompleted()
            }
          })
      }
      weakResult = signal
      return signal.setNameWithFormat("[%@] -retry: %lu", StreamName.NameOf(self), retryCount)
    }
  }

  /// `-retry`: `retry:0`, retrying for as long as the receiver fails.
  public func retry() -> RACSignal {
    Tracing.call("-retry", of: self, rac: .method("RACSignal+Operations.m", 1179, "-retry")) {
      retry(0).setNameWithFormat("[%@] -retry", StreamName.NameOf(self))
    }
  }
}
