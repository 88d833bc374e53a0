import ObjCInterpreter

/// "Who keeps it alive" at a stop: for each object, the variables recorded at the stop that hold
/// it strongly (a local, an instance variable of an object a local holds, an array's element, a
/// block's capture), each by its path, across every frame of the stopped thread. A `__weak`
/// variable does not count. What the Swift core holds is not among them: its references are not
/// variables of the program (`leaks` names those at the program's end, from the live heap, which a
/// stop in the past no longer has).
struct DAPHolders {
  static let childName = "kept alive by"

  /// The paths holding each object, by its serial, in the order met: the innermost frame first.
  private var paths: [Int: [String]] = [:]

  /// The holders among the variables of `frames`; those of frame `viewing` (0-based, the frame
  /// whose scopes are shown) by their own paths, the others' prefixed with their frame.
  init(frames: [DAPFrame], viewing: Int, recording: DAPRecording) {
    for (index, frame) in frames.enumerated() {
      guard let lineEvent = frame.lineEvent, let statement = recording.statements[lineEvent] else { continue }
      // The top level is named by its file, without the folders.
      let name = frame.call == nil ? frame.name.split(separator: "/").last.map(String.init) ?? frame.name : frame.name
      let prefix = index == viewing ? "" : "frame \(index + 1) \(name): "
      for variable in statement.locals + statement.captures {
        collect(variable, path: prefix + variable.name)
      }
    }
  }

  private mutating func collect(_ variable: CapturedVariable, path: String) {
    // A property that reads an instance variable holds nothing the instance variable does not.
    guard variable.isStrong, variable.readsInstanceVariable == nil else { return }
    if let serial = variable.serial { paths[serial, default: []].append(path) }
    for child in variable.children {
      collect(child, path: Self.path(path, child.name))
    }
  }

  /// `array[0]`, `dictionary[@"key"]`, `self->_count`, `subject.subscribers`.
  static func path(_ parent: String, _ child: String) -> String {
    if child.hasPrefix("[") { return parent + child }
    if child.hasPrefix("@\"") { return parent + "[" + child + "]" }
    if child.hasPrefix("_") { return parent + "->" + child }
    return parent + "." + child
  }

  /// `variable` as a DAP variable, each object in it with a `kept alive by` child listing its
  /// holders.
  func variable(_ variable: CapturedVariable) -> DAPVariable {
    var children: [DAPVariable] = []
    for child in variable.children {
      // A property reading an instance variable opens to what that variable holds.
      if let read = child.readsInstanceVariable, let shared = children.first(where: { $0.name == read }) {
        children.append(DAPVariable(name: child.name, value: child.value, children: shared.children, type: child.type))
      } else {
        children.append(self.variable(child))
      }
    }
    if let truncation = variable.truncation { children.append(DAPVariable(name: "…", value: truncation)) }
    if let serial = variable.serial {
      let holders = paths[serial] ?? []
      let summary =
        holders.isEmpty
        ? "no variable recorded at this stop holds it strongly"
        : holders.count == 1 ? "1 variable" : "\(holders.count) variables"
      children.append(
        DAPVariable(
          name: Self.childName, value: summary,
          children: holders.enumerated().map { DAPVariable(name: "[\($0.offset)]", value: $0.element) }))
    }
    return DAPVariable(name: variable.name, value: variable.value, children: children, type: variable.type)
  }
}
