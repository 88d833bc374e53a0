import Foundation

/// `+switch:cases:default:` and `+if:then:else:` (RACSignal+Operations.m): choose, for each value
/// of a signal, which signal's values to follow next — `switchToLatest` of a map from key to signal.
///
/// `switch:` looks each value up in `cases` (nil as `RACTupleNil`); with no match it follows
/// `defaultSignal`, or, with none, a signal that fails with `RACSignalErrorNoMatchingCase` and the
/// description "No matching signal found for value %@". `if:` follows `trueSignal` while the
/// Boolean signal last sent YES and `falseSignal` while it sent NO.
extension RACSignal {
  /// `+switch:cases:default:`: the values of the case `signal` last named (keys compared with
  /// `isEqual:`), or of `defaultSignal` when none matches.
  public static func `switch`(_ signal: RACSignal, cases: [AnyHashable: RACSignal], default defaultSignal: RACSignal?)
    -> RACSignal
  {
    Tracing.call(
      "+switch:cases:default:", of: nil, rac: .method("RACSignal+Operations.m", 806, "+switch:cases:default:"),
      arguments: [("signal", signal)]
    ) {
      let copy = cases
      // RAC's block captures `copy` and `defaultSignal`; the switched signal only owns it in the
      // trace, held weakly.
      let block = CoreClosures.transform(
        .block("RACSignal+Operations.m", 818, in: "+switch:cases:default:", "map:"),
        captures: switchCaseCaptures(copy) + [.object("defaultSignal", defaultSignal)]
      ) { [weak signal] key in
        Tracing.call(
          "switch block", of: signal, rac: .block("RACSignal+Operations.m", 818, in: "+switch:cases:default:", "map:"),
          arguments: [("key", key)]
        ) { () -> Any? in
          let lookup = switchCaseKey(TraceValueDescription.unwrapped(key))
          if let chosen = lookup.flatMap({ copy[$0] }) ?? defaultSignal { return chosen }
          let description = "No matching signal found for value \(LogSink.describe(key ?? RACTupleNil.tupleNil))"
          return RACSignal.error(
            NSError(
              domain: RACSignalErrorDomain, code: RACSignalErrorNoMatchingCase,
              userInfo: [NSLocalizedDescriptionKey: description]))
        }
      }
      return signal.map(block)
        .switchToLatest()
        .setNameWithFormat(
          "+switch: %@ cases: %@ default: %@", signal, LogSink.describe(cases.mapValues { $0 as Any }),
          defaultSignal as Any?)
    }
  }

  /// `+if:then:else:`: `trueSignal`'s values while `boolSignal` last sent YES, `falseSignal`'s while
  /// it last sent NO.
  public static func `if`(_ boolSignal: RACSignal, then trueSignal: RACSignal, else falseSignal: RACSignal)
    -> RACSignal
  {
    Tracing.call(
      "+if:then:else:", of: nil, rac: .method("RACSignal+Operations.m", 833, "+if:then:else:"),
      arguments: [("boolSignal", boolSignal)]
    ) {
      let block = CoreClosures.transform(
        .block("RACSignal+Operations.m", 839, in: "+if:then:else:", "map:"),
        captures: [
          .object("boolSignal", boolSignal), .object("trueSignal", trueSignal), .object("falseSignal", falseSignal),
        ]
      ) { value in
        Tracing.call(
          "if block", of: boolSignal, rac: .block("RACSignal+Operations.m", 839, in: "+if:then:else:", "map:"),
          arguments: [("value", value)]
        ) { () -> Any? in
          RACSignal.boolValue(value, of: "+if:then:else:") ? trueSignal : falseSignal
        }
      }
      return boolSignal.map(block)
        .switchToLatest()
        .setNameWithFormat("+if: %@ then: %@ else: %@", boolSignal, trueSignal, falseSignal)
    }
  }
}

/// What `+switch:cases:default:`'s block captures of its `copy` of the cases: each signal, named
/// as the interpreter names an `NSDictionary`'s values (`copy, value for @"open"`), in the order of
/// their keys' descriptions (a dictionary has none of its own).
private func switchCaseCaptures(_ cases: [AnyHashable: RACSignal]) -> [CoreCapture] {
  let named = cases.map { key, signal -> (name: String, signal: RACSignal) in
    let name = (key.base as? String).map { "value for @\"\($0)\"" } ?? "value for \(LogSink.describe(key.base))"
    return (name, signal)
  }
  return named.sorted { $0.name < $1.name }.map { CoreCapture.object("copy, \($0.name)", $0.signal) }
}

/// A value of the switched signal as a dictionary key: nil as `RACTupleNil` (RAC's rule), numbers
/// and strings by value.
func switchCaseKey(_ value: Any?) -> AnyHashable? {
  guard let value else { return AnyHashable(RACTupleNil.tupleNil) }
  return value as? AnyHashable
}
