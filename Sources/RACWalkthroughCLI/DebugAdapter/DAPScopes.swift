import RAC

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
