import Foundation
import RAC

/// One variable as `variables` reports it; `children` make it expandable.
struct DAPVariable {
  let name: String
  let value: String
  var children: [DAPVariable] = []

  /// A recorded value; a value the trace wrote as a list (`[<RACDynamicSignal#1 "signal">, …]`)
  /// expands to its elements.
  static func recorded(_ name: String, _ value: String) -> DAPVariable {
    let elements = DAPRecordedValue.elements(of: value)
    return DAPVariable(
      name: name, value: value,
      children: elements.map { list in list.enumerated().map { recorded("[\($0.offset)]", $0.element) } } ?? [])
  }
}

/// The `variablesReference` handles of one stopped moment: each scope and each expandable value
/// gets a number that `variables` answers with its children. Handles are good until the session
/// moves, as the protocol allows.
struct DAPVariableHandles {
  private var containers: [[DAPVariable]] = []

  /// A handle for `children` (0, "nothing to expand", for none).
  mutating func handle(for children: [DAPVariable]) -> Int {
    guard !children.isEmpty else { return 0 }
    containers.append(children)
    return containers.count
  }

  /// The children of handle `reference`; nil for a handle this moment did not give.
  func children(of reference: Int) -> [DAPVariable]? {
    guard reference >= 1, reference <= containers.count else { return nil }
    return containers[reference - 1]
  }

  mutating func removeAll() { containers.removeAll() }
}

/// The scopes of a frame: the call's arguments and `self` (which expands to the object's
/// bookkeeping), its result at its return, the bookkeeping of every object RAC keeps some for
/// (`signals`, `compoundDisposable`, subscribers), and the output so far. The values are what the
/// trace recorded as the program ran.
enum DAPScopes {
  static let bookkeepingName = "RAC bookkeeping"
  static let outputName = "Output"

  /// `(name, variables)` for each scope of frame `frame` of `moment`.
  static func scopes(of frame: DAPFrame, in moment: DAPMoment) -> [(
    name: String, hint: String?, variables: [DAPVariable]
  )] {
    var arguments: [DAPVariable] = []
    if let call = frame.call {
      if let owner = call.owner {
        let fields = moment.latestBookkeeping[owner.description] ?? []
        arguments.append(
          DAPVariable(
            name: "self", value: "<\(owner.description)>",
            children: [DAPVariable(name: "class", value: owner.className)]
              + fields.map { DAPVariable.recorded($0.label, $0.value) }))
      }
      arguments += call.arguments.map { DAPVariable.recorded($0.label, $0.value) }
    }
    let bookkeeping = moment.bookkeeping.map { entry in
      DAPVariable(
        name: entry.owner, value: TraceOutline.fieldsText(entry.fields),
        children: entry.fields.map { DAPVariable.recorded($0.label, $0.value) })
    }
    let output = moment.output.enumerated().map { DAPVariable(name: "[\($0.offset)]", value: $0.element) }
    var scopes: [(name: String, hint: String?, variables: [DAPVariable])] = []
    // At a return, the innermost frame is the caller, with what the call returned.
    if let returned = moment.returned, frame.call?.sequence == moment.frames.first?.call?.sequence {
      var value = DAPVariable.recorded("result", returned.result ?? "(nothing)")
      value = DAPVariable(name: "result", value: value.value, children: value.children)
      scopes.append(("Returned from \(DAPMoment.callName(returned.call))", "returnValue", [value]))
    }
    if frame.call != nil { scopes.append(("Arguments", "arguments", arguments)) }
    scopes.append((bookkeepingName, nil, bookkeeping))
    scopes.append((outputName, nil, output))
    return scopes
  }
}

/// Reading the trace's descriptions of values.
enum DAPRecordedValue {
  /// The elements of a value written as a list, `[a, b]` (brackets and quotes nest); nil for any
  /// other value.
  static func elements(of value: String) -> [String]? {
    guard value.hasPrefix("["), value.hasSuffix("]"), value.count >= 2 else { return nil }
    let inner = value.dropFirst().dropLast()
    guard !inner.trimmingCharacters(in: .whitespaces).isEmpty else { return [] }
    var elements: [String] = []
    var current = ""
    var depth = 0
    var inQuotes = false
    var escaped = false
    for character in inner {
      if inQuotes {
        if escaped {
          escaped = false
        } else if character == "\\" {
          escaped = true
        } else if character == "\"" {
          inQuotes = false
        }
      } else if character == "\"" {
        inQuotes = true
      } else if "[<({".contains(character) {
        depth += 1
      } else if "]>)}".contains(character) {
        depth = max(0, depth - 1)
      } else if character == ",", depth == 0 {
        elements.append(current.trimmingCharacters(in: .whitespaces))
        current = ""
        continue
      }
      current.append(character)
    }
    elements.append(current.trimmingCharacters(in: .whitespaces))
    return elements
  }
}
