/// What one stretch of a run touched (`Tracing.takeFootprint()`): run-local identities
/// (`FootprintRecorder`), sorted, each once.
///
/// `explore` compares every turn's footprint with others' (is it disjoint from that one?) and keeps
/// thousands of them; a turn touches a handful of objects, so a sorted array, compared by walking
/// both at once, costs less than a hashed set: no hashing of each identity when the footprint is
/// made, nor at each comparison.
public struct Footprint: Sendable, Equatable {
  /// The identities, ascending, without repeats.
  public let identities: [Int]

  /// Nothing touched.
  public static let empty = Footprint(sortedDistinct: [])

  /// `identities` must be ascending and without repeats.
  init(sortedDistinct identities: [Int]) {
    self.identities = identities
  }

  /// The footprint of `identities`, in any order, with repeats.
  public init<Identities: Sequence<Int>>(_ identities: Identities) {
    var sorted = Array(identities)
    sorted.sort()
    var distinct: [Int] = []
    distinct.reserveCapacity(sorted.count)
    for identity in sorted where distinct.last != identity { distinct.append(identity) }
    self.identities = distinct
  }

  /// Whether the two touched nothing in common.
  public func isDisjoint(with other: Footprint) -> Bool {
    var left = 0
    var right = 0
    let mine = identities
    let theirs = other.identities
    while left < mine.count, right < theirs.count {
      if mine[left] == theirs[right] { return false }
      if mine[left] < theirs[right] { left += 1 } else { right += 1 }
    }
    return true
  }
}
