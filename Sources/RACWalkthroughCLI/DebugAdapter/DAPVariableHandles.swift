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
