import Foundation
import ObjCInterpreter
import RAC

/// One variable as `variables` reports it; `children` make it expandable.
struct DAPVariable {
  let name: String
  let value: String
  var children: [DAPVariable] = []
  /// The class of an object, the C type of a scalar (the protocol's `type`), when known.
  var type: String? = nil

  /// A recorded value; a value the trace wrote as a list (`[<RACDynamicSignal#1 "signal">, …]`)
  /// expands to its elements.
  static func recorded(_ name: String, _ value: String) -> DAPVariable {
    let elements = DAPRecordedValue.elements(of: value)
    return DAPVariable(
      name: name, value: value,
      children: elements.map { list in list.enumerated().map { recorded("[\($0.offset)]", $0.element) } } ?? [])
  }
}
