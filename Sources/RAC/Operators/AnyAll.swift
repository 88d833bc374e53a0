import Foundation

/// `-any`, `-any:` and `-all:` (RACSignal+Operations.m): one Boolean, sent as soon as the answer is
/// known, then completion.
///
/// Each is `[[self materialize] bind:]`: `any:` answers YES at the first value passing the test
/// and NO when the receiver finishes (completes or fails) first; `all:` answers NO at the first
/// value failing it or at an error, YES at completion.
extension RACSignal {
  /// `-any`: YES if the receiver sends any value at all.
  public func any() -> RACSignal {
    Tracing.call("-any", of: self, rac: .method("RACSignal+Operations.m", 1109, "-any")) {
      any { _ in true }.setNameWithFormat("[%@] -any", StreamName.NameOf(self))
    }
  }

  /// `-any:`: YES at the first value that passes `predicateBlock`, NO if none does.
  public func any(_ predicateBlock: @escaping (_ object: Any?) -> Bool) -> RACSignal {
    Tracing.call("-any:", of: self, rac: .method("RACSignal+Operations.m", 1115, "-any:")) {
      materialize().bind {
        { value, stop in
          Tracing.call(
            "anyBlock", of: self, rac: .block("RACSignal+Operations.m", 1119, in: "-any:", "^"),
            arguments: [("event", value)]
          ) { () -> RACStream? in
            guard let event = value as? RACEvent else { return RACSignal.empty() }
            if event.isFinished {
              stop = true
              return RACSignal.return(NSNumber(value: false))
            }
            if Tracing.call(
              "predicateBlock", of: self, rac: .block("RACSignal+Operations.m", 1125, in: "-any:", "predicateBlock("),
              arguments: [("object", event.value)], { predicateBlock(event.value) })
            {
              stop = true
              return RACSignal.return(NSNumber(value: true))
            }
            return RACSignal.empty()
          }
        }
      }
      .setNameWithFormat("[%@] -any:", StreamName.NameOf(self))
    }
  }

  /// `-all:`: NO at the first value that fails `predicateBlock` (or at an error), YES at completion.
  public func all(_ predicateBlock: @escaping (_ object: Any?) -> Bool) -> RACSignal {
    Tracing.call("-all:", of: self, rac: .method("RACSignal+Operations.m", 1135, "-all:")) {
      materialize().bind {
        { value, stop in
          Tracing.call(
            "allBlock", of: self, rac: .block("RACSignal+Operations.m", 1139, in: "-all:", "^"),
            arguments: [("event", value)]
          ) { () -> RACStream? in
            guard let event = value as? RACEvent else { return RACSignal.empty() }
            if event.eventType == .completed {
              stop = true
              return RACSignal.return(NSNumber(value: true))
            }
            if event.eventType == .error
              || !Tracing.call(
                "predicateBlock", of: self, rac: .block("RACSignal+Operations.m", 1145, in: "-all:", "predicateBlock("),
                arguments: [("object", event.value)], { predicateBlock(event.value) })
            {
              stop = true
              return RACSignal.return(NSNumber(value: false))
            }
            return RACSignal.empty()
          }
        }
      }
      .setNameWithFormat("[%@] -all:", StreamName.NameOf(self))
    }
  }
}
