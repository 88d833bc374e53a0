import Foundation
import ObjCInterpreter

/// KVO's dependent keys: `+keyPathsForValuesAffecting<Key>` (or
/// `+keyPathsForValuesAffectingValueForKey:`) of the program's classes names the key paths whose
/// changes change a key (a computed `fullName` of `firstName` and `lastName`), and KVO tells the
/// key's observers when one of them changes. Each class's answer is asked once per run.
enum KeyPathsAffecting {
  /// The run's reader of a class's dependent keys: each key path's first key (`friend` of
  /// `friend.name`: a change deeper in the path is not followed).
  static func reader(for interpreter: Interpreter) -> (ObjCInstance, String) -> Set<String> {
    let cache = Cache()
    return { [unowned interpreter] instance, key in
      let className = instance.objcClass.name
      if let known = cache.keys(className, key) { return known }
      let found = affecting(key, ofClassNamed: className, interpreter)
      cache.keep(found, className, key)
      return found
    }
  }

  private static func affecting(_ key: String, ofClassNamed className: String, _ interpreter: Interpreter) -> Set<
    String
  > {
    guard let first = key.first else { return [] }
    let classValue = interpreter.classValue(named: className)
    let calls: [(selector: String, arguments: [Any?])] = [
      ("keyPathsForValuesAffecting" + first.uppercased() + key.dropFirst(), []),
      ("keyPathsForValuesAffectingValueForKey:", [key]),
    ]
    for call in calls {
      for each in interpreter.classChain(of: className) {
        guard let method = interpreter.classes[each]?.classMethods[call.selector] else { continue }
        let answer = interpreter.guardedEntry {
          try interpreter.callMethod(method, receiver: classValue, arguments: call.arguments, location: method.location)
        }
        return firstKeys(of: answer ?? nil)
      }
    }
    return []
  }

  /// The first key of each path in a set or array of key paths.
  private static func firstKeys(of answer: Any?) -> Set<String> {
    let paths: [Any]
    switch answer {
    case let set as SetValue: paths = set.values
    case let array as ObjCArray: paths = array.elements
    default: paths = []
    }
    return Set(paths.compactMap { ($0 as? String)?.split(separator: ".").first.map(String.init) })
  }

  /// The answers asked so far in a run, by class and key (under a lock: KVO may be told on any
  /// queue's thread).
  private final class Cache: @unchecked Sendable {
    private let lock = NSLock()
    private var answers: [String: Set<String>] = [:]

    func keys(_ className: String, _ key: String) -> Set<String>? {
      lock.withLock { answers[className + " " + key] }
    }

    func keep(_ keys: Set<String>, _ className: String, _ key: String) {
      lock.withLock { answers[className + " " + key] = keys }
    }
  }
}
