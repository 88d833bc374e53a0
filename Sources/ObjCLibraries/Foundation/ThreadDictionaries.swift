import Foundation
import ObjCInterpreter

/// `NSThread.currentThread.threadDictionary` of a run: one dictionary per virtual queue, as each
/// thread has its own (RAC's `+[RACScheduler currentScheduler]` keeps the scheduler in it).
final class ThreadDictionaries: RunLocal {
  private let lock = NSLock()
  private var dictionaries: [String: ObjCDictionary] = [:]

  /// The dictionary of `thread` (a virtual queue's name), made on first use.
  func dictionary(for thread: String) -> ObjCDictionary {
    lock.withLock {
      if let dictionary = dictionaries[thread] { return dictionary }
      let dictionary = ObjCDictionary(mutable: true)
      dictionaries[thread] = dictionary
      return dictionary
    }
  }
}
