/// `-takeUntilReplacement:` (RACSignal+Operations.m): the receiver's events until `replacement`
/// sends anything; from then on only `replacement`'s (behaviour §6.4).
///
/// `replacement` is subscribed first. The receiver is subscribed only if `replacement` has not
/// already sent something during that subscription, and through `concat:[RACSignal never]`, so the
/// receiver's completion does not end the result: only the replacement's events (or its error,
/// or the receiver's error) do.
extension RACSignal {
  /// `-takeUntilReplacement:`: the receiver's events, replaced by `replacement`'s once it sends.
  public func takeUntilReplacement(_ replacement: RACSignal) -> RACSignal {
    Tracing.call(
      "-takeUntilReplacement:", of: self, rac: .method("RACSignal+Operations.m", 756, "-takeUntilReplacement:"),
      arguments: [("replacement", replacement)]
    ) {
      weak var weakResult: RACSignal?
      let signal = RACSignal.createSignal(
        .block("RACSignal+Operations.m", 757, in: "-takeUntilReplacement:", "createSignal:"),
        captures: [.object("self", self)]
      ) { subscriber in
        let owner = TraceOwner(weakResult)
        let selfDisposable = RACSerialDisposable()
        selfDisposable.labelNewObject("selfDisposable")

        let replacementDisposable = replacement.subscribe(
          next: CoreClosures.next(
            .block("RACSignal+Operations.m", 760, in: "-takeUntilReplacement:", "subscribeNext:"),
            captures: [.object("subscriber", subscriber), .object("selfDisposable", selfDisposable)]
          ) { x in
            Tracing.call(
              "replacement next", of: owner,
              rac: .block("RACSignal+Operations.m", 760, in: "-takeUntilReplacement:", "subscribeNext:"),
              arguments: [("x", x)]
            ) {
              selfDisposable.dispose()
              subscriber.sendNext(x)
            }
          },
          error: CoreClosures.error(
            .block("RACSignal+Operations.m", 763, in: "-takeUntilReplacement:", "error:"),
            captures: [.object("subscriber", subscriber), .object("selfDisposable", selfDisposable)]
          ) { error in
            Tracing.call(
              "replacement error", of: owner,
              rac: .block("RACSignal+Operations.m", 763, in: "-takeUntilReplacement:", "error:"),
              arguments: [("error", error)]
            ) {
              selfDisposable.dispose()
              subscriber.sendError(error)
            }
          },
          completed: CoreClosures.action(
            .block("RACSignal+Operations.m", 766, in: "-takeUntilReplacement:", "completed:"),
            captures: [.object("subscriber", subscriber), .object("selfDisposable", selfDisposable)]
          ) {
            Tracing.call(
              "replacement completed", of: owner,
              rac: .block("RACSignal+Operations.m", 766, in: "-takeUntilReplacement:", "completed:")
            ) {
              selfDisposable.dispose()
              subscriber.sendCompleted()
            }
          },
          traceLabel: "-takeUntilReplacement: subscriber of replacement")

        if !selfDisposable.isDisposed {
          selfDisposable.disposable = self.concat(RACSignal.never()).subscribe(subscriber)
        }

        return RACDisposable {
          selfDisposable.dispose()
          replacementDisposable?.dispose()
        }
      }
      weakResult = signal
      return signal
    }
  }
}
