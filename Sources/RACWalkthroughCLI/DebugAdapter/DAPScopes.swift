import RAC

/// The scopes of a frame: its locals and a block's captures as its statement began
/// (`DAPCapturedScopes`), the call's arguments and `self` (which expands to the object's
/// bookkeeping), its result at its return, the bookkeeping of every object RAC keeps some for
/// (`signals`, `compoundDisposable`, subscribers), and the output so far. The values are what the
/// run recorded as it ran.
enum DAPScopes {
  static let bookkeepingName = "RAC bookkeeping"
  static let outputName = "Output"

  /// `(name, variables)` for each scope of frame `frame` of `moment`.
  static func scopes(of frame: DAPFrame, in moment: DAPMoment, recording: DAPRecording) -> [(
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
    // A frame with recorded locals shows them first (`evaluate` finds a name in the first scope
    // that has it); one without says so after what the trace has.
    let captured = DAPCapturedScopes.scopes(of: frame, in: moment, recording: recording)
    let hasLocals = frame.lineEvent.flatMap { recording.statements[$0] }?.isRecorded == true
    if hasLocals { scopes += captured }
    if frame.call != nil { scopes.append(("Arguments", "arguments", arguments)) }
    if !hasLocals { scopes += captured }
    scopes.append((bookkeepingName, nil, bookkeeping))
    scopes.append((outputName, nil, output))
    return scopes
  }
}
