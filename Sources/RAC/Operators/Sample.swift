import Foundation

/// `-sample:` (RACSignal+Operations.m): each time `sampler` sends a value, the latest value the
/// receiver has sent (nothing until it has sent one). The receiver's end ends the sampling and
/// the result; so does the sampler's.
///
/// The latest value is kept under a lock (RAC's `NSLock`), read under it, sent after it.
extension RACSignal {
  /// `-sample:`: the receiver's latest value whenever `sampler` sends.
  public func sample(_ sampler: RACSignal) -> RACSignal {
    Tracing.call(
      "-sample:", of: self, rac: .method("RACSignal+Operations.m", 1183, "-sample:"), arguments: [("sampler", sampler)]
    ) {
      weak var weakResult: RACSignal?
      let signal = RACSignal.createSignal(
        .block("RACSignal+Operations.m", 1186, in: "-sample:", "createSignal:"),
        captures: [.object("self", self), .object("sampler", sampler)]
      ) { subscriber in
        let owner = TraceOwner(weakResult)
        let lastValue = LockedState<(hasValue: Bool, value: Any?)>((false, nil))
        let samplerDisposable = RACSerialDisposable()
        samplerDisposable.labelNewObject("samplerDisposable")

        let sourceDisposable = self.subscribe(
          next: CoreClosures.next(
            .block("RACSignal+Operations.m", 1192, in: "-sample:", "subscribeNext:"),
            captures: [.variable("lastValue", lastValue) { $0.value }]
          ) { x in
            Tracing.call(
              "sample next", of: owner, rac: .block("RACSignal+Operations.m", 1192, in: "-sample:", "subscribeNext:"),
              arguments: [("x", x)]
            ) {
              lastValue.withLock { $0 = (true, x) }
            }
          },
          error: CoreClosures.error(
            .block("RACSignal+Operations.m", 1197, in: "-sample:", "error:"),
            captures: [.object("samplerDisposable", samplerDisposable), .object("subscriber", subscriber)]
          ) { error in
            Tracing.call(
              "sample error", of: owner, rac: .block("RACSignal+Operations.m", 1197, in: "-sample:", "error:"),
              arguments: [("error", error)]
            ) {
              samplerDisposable.dispose()
              subscriber.sendError(error)
            }
          },
          completed: CoreClosures.action(
            .block("RACSignal+Operations.m", 1200, in: "-sample:", "completed:"),
            captures: [.object("samplerDisposable", samplerDisposable), .object("subscriber", subscriber)]
          ) {
            Tracing.call(
              "sample completed", of: owner, rac: .block("RACSignal+Operations.m", 1200, in: "-sample:", "completed:")
            ) {
              samplerDisposable.dispose()
              subscriber.sendCompleted()
            }
          },
          traceLabel: "-sample: subscriber of self")

        samplerDisposable.disposable = sampler.subscribe(
          next: CoreClosures.next(
            .block("RACSignal+Operations.m", 1205, in: "-sample:", "subscribeNext:"),
            captures: [.variable("lastValue", lastValue) { $0.value }, .object("subscriber", subscriber)]
          ) { _ in
            Tracing.call(
              "sampler next", of: owner, rac: .block("RACSignal+Operations.m", 1205, in: "-sample:", "subscribeNext:")
            ) {
              let (shouldSend, value) = lastValue.withLock { $0 }
              if shouldSend { subscriber.sendNext(value) }
            }
          },
          error: CoreClosures.error(
            .block("RACSignal+Operations.m", 1216, in: "-sample:", "error:"),
            captures: [.object("sourceDisposable", sourceDisposable), .object("subscriber", subscriber)]
          ) { error in
            Tracing.call(
              "sampler error", of: owner, rac: .block("RACSignal+Operations.m", 1216, in: "-sample:", "error:"),
              arguments: [("error", error)]
            ) {
              sourceDisposable?.dispose()
              subscriber.sendError(error)
            }
          },
          completed: CoreClosures.action(
            .block("RACSignal+Operations.m", 1219, in: "-sample:", "completed:"),
            captures: [.object("sourceDisposable", sourceDisposable), .object("subscriber", subscriber)]
          ) {
            Tracing.call(
              "sampler completed", of: owner, rac: .block("RACSignal+Operations.m", 1219, in: "-sample:", "completed:")
            ) {
              sourceDisposable?.dispose()
              subscriber.sendCompleted()
            }
          },
          traceLabel: "-sample: subscriber of sampler")

        return RACDisposable(
          .block("RACSignal+Operations.m", 1224, in: "-sample:", "disposableWithBlock:"),
          captures: [.object("samplerDisposable", samplerDisposable), .object("sourceDisposable", sourceDisposable)],
          block: {
            samplerDisposable.dispose()
            sourceDisposable?.dispose()
          })
      }
      weakResult = signal
      return signal.setNameWithFormat("[%@] -sample: %@", StreamName.NameOf(self), sampler)
    }
  }
}
