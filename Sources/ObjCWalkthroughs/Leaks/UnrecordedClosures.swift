import Foundation
import ObjCInterpreter
import RAC

/// The Swift core's closures that capture something but whose sites recorded nothing
/// (`CoreClosures`): each is a block ivar a leak analysis cannot follow, so what it keeps reads as
/// held from outside the program's objects. Asked of the core's objects alive at a program's end
/// (`ObjCSnippet.LeakRun.unrecordedClosures`), it names each by the class that holds it and the
/// way to it (`RACSubscriber ivar _next`), so a test can hold every site to naming its captures.
enum UnrecordedClosures {
  /// The unrecorded closures `objects` hold, directly or through the recorded closures they
  /// hold, each once, as `Class label[, capture label…]`, sorted.
  static func find(in objects: [AnyObject]) -> [String] {
    var found = Set<String>()
    var visited = Set<ClosureKey>()
    func follow(_ key: ClosureKey, way: String) {
      guard key.capturesAnything, visited.insert(key).inserted else { return }
      guard let recorded = CoreClosures.recorded(key) else {
        found.insert(way)
        return
      }
      for target in CoreClosures.targets(of: recorded) {
        if case .closure(let inner) = target.target {
          follow(inner, way: "\(way), \(recorded.name) captures \(target.label)")
        }
      }
    }
    for object in objects {
      guard !(object is ObjCInstance), let core = object as? CoreReferencing else { continue }
      var references = CoreReferences()
      core.appendCoreReferences(to: &references)
      let owner = String(describing: type(of: object))
      for entry in references.entries {
        if case .closure(let key) = entry.target { follow(key, way: "\(owner) \(entry.label)") }
      }
    }
    return found.sorted()
  }
}
