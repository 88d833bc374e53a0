/// `-materialize` and `-dematerialize` (RACSignal+Operations.m): a signal's events as `RACEvent`
/// values, and back (behaviour §6.13, §7.17).
extension RACSignal {
  /// Every event becomes a next of its `RACEvent`; an error or completion is then followed by
  /// completion, so the materialized signal never fails.
  public func materialize() -> RACSignal {
    Tracing.call("-materialize", of: self, rac: .method("RACSignal+Operations.m", 1237, "-materialize")) {
      weak var weakResult: RACSignal?
      let signal = RACSignal.createSignal(
        .block("RACSignal+Operations.m", 1238, in: "-materialize", "createSignal:"), captures: [.object("self", self)]
      ) { subscriber in
        let owner = TraceOwner(weakResult)
        return self.subscribe(
          next: CoreClosures.next(
            .block("RACSignal+Operations.m", 1239, in: "-materialize", "subscribeNext:"),
            captures: [.object("subscriber", subscriber)]
          ) { x in
            Tracing.call(
              "materialize next", of: owner,
              rac: .block("RACSignal+Operations.m", 1239, in: "-materialize", "subscribeNext:"), arguments: [("x", x)]
            ) {
              subscriber.sendNext(RACEvent(value: x))
            }
          },
          error: CoreClosures.error(
            .block("RACSignal+Operations.m", 1241, in: "-materialize", "error:"),
            captures: [.object("subscriber", subscriber)]
          ) { error in
            Tracing.call(
              "materialize error", of: owner, rac: .block("RACSignal+Operations.m", 1241, in: "-materialize", "error:"),
              arguments: [("error", error)]
            ) {
              subscriber.sendNext(RACEvent(error: error))
              subscriber.sendCompleted()
            }
          },
          completed: CoreClosures.action(
            .block("RACSignal+Operations.m", 1244, in: "-materialize", "completed:"),
            captures: [.object("subscriber", subscriber)]
          ) {
            Tracing.call(
              "materialize completed", of: owner,
              rac: .block("RACSignal+Operations.m", 1244, in: "-materialize", "completed:")
            ) {
              subscriber.sendNext(RACEvent.completed)
              subscriber.sendCompleted()
            }
          },
          traceLabel: "-materialize subscriber of self")
      }
      weakResult = signal
      return signal.setNameWithFormat("[%@] -materialize", StreamName.NameOf(self))
    }
  }

  /// `bind:` over `RACEvent`s: a next event becomes `+return:` of its value; an error event stops
  /// with `+error:`, a completed event stops with `+empty`. RAC sends every value the `RACEvent`
  /// messages; a value that is not an event is a programming error here (an assertion), treated
  /// as a stop with no signal.
  public func dematerialize() -> RACSignal {
    Tracing.call("-dematerialize", of: self, rac: .method("RACSignal+Operations.m", 1251, "-dematerialize")) {
      let A_Block_That_Return_A_RACStreamBindBlock: () -> RACStreamBindBlock = {
        Tracing.call(
          "A_Block_That_Return_A_RACStreamBindBlock", of: self,
          rac: .block("RACSignal+Operations.m", 1252, in: "-dematerialize", "bind:")
        ) {
          let bindBlock: RACStreamBindBlock = { value, stop in
            Tracing.call(
              "bindBlock", of: self, rac: .block("RACSignal+Operations.m", 1253, in: "-dematerialize", "^"),
              arguments: [("value", value)]
            ) { () -> RACStream? in
              guard let event = TraceValueDescription.unwrapped(value) as? RACEvent else {
                CoreAssertion.fail(
                  "-dematerialize received a value that is not a RACEvent: \(String(describing: value))")
                return nil
              }
              switch event.eventType {
              case .completed:
                stop = true
                return RACSignal.empty()
              case .error:
                stop = true
                return RACSignal.error(event.error)
              case .next:
                return RACSignal.return(event.value)
              }
            }
          }
          return bindBlock
        }
      }
      let signal = bind(A_Block_That_Return_A_RACStreamBindBlock)
      return signal.setNameWithFormat("[%@] -dematerialize", StreamName.NameOf(self))
    }
  }
}
