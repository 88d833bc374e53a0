import Foundation

/// `-groupBy:transform:` and `-groupBy:` (RACSignal+Operations.m): a signal of `RACGroupedSignal`s,
/// one per distinct key, each sent the first time its key is seen; every value (or its transform)
/// then goes to its group. The receiver's error and completion go to the result first, then to
/// every group in the order they were made.
///
/// The groups live in the subscription, keyed by the key block's result (`isEqual:`); looking up
/// and making a group happens under one lock (RAC's `@synchronized (groups)`), and a new group is
/// sent inside it, as in RAC.
extension RACSignal {
  /// `-groupBy:transform:`: values grouped by `keyBlock`, each group sent `transformBlock(value)`
  /// (the value itself when there is no transform).
  public func groupBy(
    _ keyBlock: @escaping (_ object: Any?) -> AnyHashable?, transform transformBlock: ((_ object: Any?) -> Any?)?
  ) -> RACSignal {
    Tracing.call("-groupBy:transform:", of: self, rac: .method("RACSignal+Operations.m", 1072, "-groupBy:transform:")) {
      weak var weakResult: RACSignal?
      weak var weakReceiver: RACSignal?
      weakReceiver = self
      let signal = RACSignal.createSignal(
        .block("RACSignal+Operations.m", 1075, in: "-groupBy:transform:", "createSignal:"),
        captures: [.object("self", self)]
      ) { subscriber in
        let owner = TraceOwner(weakResult)
        let receiver = TraceOwner(weakReceiver)
        let groups = RecursiveLockedState<(byKey: [AnyHashable: RACGroupedSignal], ordered: [RACGroupedSignal])>(
          ([:], []))
        return self.subscribe(
          next: CoreClosures.next(
            .block("RACSignal+Operations.m", 1079, in: "-groupBy:transform:", "subscribeNext:"),
            captures: [.object("subscriber", subscriber)]
          ) { x in
            Tracing.call(
              "groupBy next", of: owner,
              rac: .block("RACSignal+Operations.m", 1079, in: "-groupBy:transform:", "subscribeNext:"),
              arguments: [("x", x)]
            ) {
              let key = Tracing.call(
                "keyBlock", of: receiver,
                rac: .block("RACSignal+Operations.m", 1080, in: "-groupBy:transform:", "keyBlock(x)"),
                arguments: [("object", x)]
              ) { keyBlock(x) }
              let groupKey = key ?? AnyHashable(RACTupleNil.tupleNil)
              let groupSubject = groups.withLockedState { groups -> RACGroupedSignal in
                if let existing = groups.pointee.byKey[groupKey] { return existing }
                let made = RACGroupedSignal.signal(withKey: key)
                groups.pointee.byKey[groupKey] = made
                groups.pointee.ordered.append(made)
                subscriber.sendNext(made)
                return made
              }
              let value =
                transformBlock.map { transform in
                  Tracing.call(
                    "transformBlock", of: receiver,
                    rac: .block("RACSignal+Operations.m", 1092, in: "-groupBy:transform:", "transformBlock(x)"),
                    arguments: [("object", x)]
                  ) { transform(x) }
                } ?? x
              groupSubject.sendNext(value)
            }
          },
          error: CoreClosures.error(
            .block("RACSignal+Operations.m", 1093, in: "-groupBy:transform:", "error:"),
            captures: [.object("subscriber", subscriber)]
          ) { error in
            Tracing.call(
              "groupBy error", of: owner,
              rac: .block("RACSignal+Operations.m", 1093, in: "-groupBy:transform:", "error:"),
              arguments: [("error", error)]
            ) {
              subscriber.sendError(error)
              for group in groups.withLockedState({ $0.pointee.ordered }) { group.sendError(error) }
            }
          },
          completed: CoreClosures.action(
            .block("RACSignal+Operations.m", 1097, in: "-groupBy:transform:", "completed:"),
            captures: [.object("subscriber", subscriber)]
          ) {
            Tracing.call(
              "groupBy completed", of: owner,
              rac: .block("RACSignal+Operations.m", 1097, in: "-groupBy:transform:", "completed:")
            ) {
              subscriber.sendCompleted()
              for group in groups.withLockedState({ $0.pointee.ordered }) { group.sendCompleted() }
            }
          },
          traceLabel: "-groupBy:transform: subscriber of self")
      }
      weakResult = signal
      return signal.setNameWithFormat("[%@] -groupBy:transform:", StreamName.NameOf(self))
    }
  }

  /// `-groupBy:`: values grouped by `keyBlock`, unchanged.
  public func groupBy(_ keyBlock: @escaping (_ object: Any?) -> AnyHashable?) -> RACSignal {
    Tracing.call("-groupBy:", of: self, rac: .method("RACSignal+Operations.m", 1105, "-groupBy:")) {
      groupBy(keyBlock, transform: nil).setNameWithFormat("[%@] -groupBy:", StreamName.NameOf(self))
    }
  }
}
