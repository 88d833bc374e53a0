extension LeakGraph {
  /// Each object's strongly connected component, numbered: two objects have the same number when
  /// each reaches the other, so a cycle through an object stays within its component. Tarjan's
  /// algorithm, with an explicit stack (a cycle of RAC's objects can be thousands deep), in one
  /// pass over the edges.
  func stronglyConnectedComponents() -> [Int] {
    let count = nodes.count
    var order = [Int](repeating: -1, count: count)
    var lowest = [Int](repeating: 0, count: count)
    var isOnStack = [Bool](repeating: false, count: count)
    var component = [Int](repeating: -1, count: count)
    var stack: [Int] = []
    var work: [(node: Int, nextEdge: Int)] = []
    var nextOrder = 0
    var nextComponent = 0
    func visit(_ node: Int) {
      order[node] = nextOrder
      lowest[node] = nextOrder
      nextOrder += 1
      stack.append(node)
      isOnStack[node] = true
      work.append((node, 0))
    }
    for start in 0..<count where order[start] < 0 {
      visit(start)
      while let (node, nextEdge) = work.last {
        let out = edges[node]
        if nextEdge < out.count {
          work[work.count - 1].nextEdge = nextEdge + 1
          let target = out[nextEdge].to
          if order[target] < 0 {
            visit(target)
          } else if isOnStack[target] {
            lowest[node] = min(lowest[node], order[target])
          }
          continue
        }
        work.removeLast()
        if let parent = work.last?.node { lowest[parent] = min(lowest[parent], lowest[node]) }
        guard lowest[node] == order[node] else { continue }
        while let member = stack.popLast() {
          isOnStack[member] = false
          component[member] = nextComponent
          if member == node { break }
        }
        nextComponent += 1
      }
    }
    return component
  }
}
