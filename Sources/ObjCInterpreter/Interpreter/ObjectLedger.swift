import Foundation
import TraceKernel

/// The objects a run made, held weakly, each with the line that made it: what `leaks` asks, once
/// the program has ended, which of them are still alive. Kept only when a run asks for it
/// (`Run.ledger`), so an ordinary run pays one nil check per instance and block it makes.
///
/// It also keeps the roots the libraries hold outside every object of the program (a timer
/// source's handler, a block waiting on a queue), each named as the reader would name it and held
/// weakly while it holds.
package final class ObjectLedger: @unchecked Sendable {
  /// One object the run made.
  package struct Entry {
    /// The object, while it lives.
    package weak var object: AnyObject?
    /// Where the program was when it was made (the `+alloc`, the block literal).
    package let madeAt: SourceLocation
    /// Its place among the objects the run made: 1 for the first.
    package let number: Int
  }

  /// One root a library keeps: `name` says what it is (`the timer source's event handler (set at
  /// RACQueueScheduler.m:96)`), `value` what it holds while `isHolding`.
  package struct Root {
    package let name: String
    package let kind: RootKind
    package weak var value: AnyObject?
    package let isHolding: () -> Bool
  }

  private let lock = NSLock()
  private var entries: [Entry] = []
  /// The numbers of the entries alive when `alive` last looked, and of those made since: what it
  /// looks at next, so that asking at every statement (the viewer's holders) costs what is alive,
  /// not everything the run ever made.
  private var maybeAlive: [Int] = []
  private var numbers: [ObjectIdentifier: Int] = [:]
  private var roots: [Root] = []

  /// The serial the program's objects count from (the count of objects made before its code
  /// began): an object's number is its serial less this, 1 for the first object the code makes.
  package private(set) var baseSerial = 0

  /// An empty ledger.
  package init() {}

  /// The program's code begins now, `made` objects having been made before it: its objects are
  /// numbered from here.
  package func programBegins(afterObjectsMade made: Int) {
    baseSerial = made
  }

  /// Records `object`, made at `location`.
  package func record(_ object: AnyObject, madeAt location: SourceLocation) {
    lock.withLock {
      let number = entries.count + 1
      entries.append(Entry(object: object, madeAt: location, number: number))
      maybeAlive.append(number)
      numbers[ObjectIdentifier(object)] = number
      // An address freed and used again: what was noted of the object that had it is not this one's.
      given[ObjectIdentifier(object)] = nil
    }
  }

  /// Notes that `block` was given to `receiver` in a message `selector` (`subscribeNext:`): on the
  /// Swift core, whose objects' references are not enumerable here, that is what holds it.
  package func noteGiven(_ block: AnyObject, to receiver: AnyObject, selector: String) {
    lock.withLock { given[ObjectIdentifier(block)] = Given(selector: selector, receiver: receiver) }
  }

  /// The message `block` was last given to a core object in, and that object while it lives.
  package func given(_ block: AnyObject) -> (selector: String, receiver: AnyObject)? {
    lock.withLock {
      guard let given = given[ObjectIdentifier(block)], let receiver = given.receiver else { return nil }
      return (given.selector, receiver)
    }
  }

  private struct Given {
    let selector: String
    weak var receiver: AnyObject?
  }

  private var given: [ObjectIdentifier: Given] = [:]

  /// One message the program sent: the serials of the core objects made while it ran (after
  /// `first`, up to `last`), and where it was sent.
  private struct Send {
    let first: Int
    var last: Int
    /// The message this one was sent from (by index), while it ran.
    let parent: Int?
    let selector: String
    let location: SourceLocation
  }

  /// The program's messages in the order they began: where each core object was made.
  private var sends: [Send] = []
  /// The messages running now, innermost last.
  private var openSends: [Int] = []

  /// Runs `body`, the message `selector` sent at `location`, noting the core objects it makes (by
  /// their serials: the core's allocation count before and after), so that each can be named by
  /// the line and message that made it (`coreObjectMade(serial:)`).
  package func noteCoreObjects<Result>(
    madeBy selector: String, at location: SourceLocation, _ body: () throws -> Result
  ) rethrows -> Result {
    let first = LiveObjects.allocationCount
    let index = lock.withLock { () -> Int in
      sends.append(Send(first: first, last: Int.max, parent: openSends.last, selector: selector, location: location))
      openSends.append(sends.count - 1)
      return sends.count - 1
    }
    defer {
      let last = LiveObjects.allocationCount
      lock.withLock {
        sends[index].last = last
        if openSends.last == index { openSends.removeLast() }
      }
    }
    return try body()
  }

  /// Where the program was when the core object with `serial` was made: the innermost of its
  /// messages running then (`isRunning`), or, when the core made it outside every message (a
  /// block of the program called from a queue had returned), the last message begun before it.
  ///
  /// Why the program's line and not RAC 2.5's (`made at RACCompoundDisposable.m:74`, as
  /// `--rac-source` says): RAC's line is that of the `alloc` that made the object, and the core
  /// has no such place to read. Its hooks' places are the methods and blocks running (a
  /// `-subscribe:`'s declaration, not line 40 where it allocates the passthrough), and a leak run
  /// records no trace, so not even those are on a stack then; RAC's line would take a place at
  /// each of the core's allocations (a few hundred, many sharing an initialiser RAC calls from
  /// several lines) and a look-up per object made, or a class-wide guess that would be wrong for
  /// the objects RAC makes in more than one place. The program's message is exact and free: a
  /// serial range per message the program sends.
  package func coreObjectMade(serial: Int) -> (selector: String, location: SourceLocation, isRunning: Bool)? {
    lock.withLock {
      var low = 0
      var high = sends.count
      while low < high {
        let middle = (low + high) / 2
        if sends[middle].first < serial { low = middle + 1 } else { high = middle }
      }
      guard low > 0 else { return nil }
      // Messages begin in order and nest: the innermost one running when the object was made is
      // the latest begun before it, or the nearest of its senders still running then.
      var candidate: Int? = low - 1
      while let current = candidate, current >= 0 {
        let send = sends[current]
        if serial <= send.last { return (send.selector, send.location, true) }
        candidate = send.parent
      }
      return (sends[low - 1].selector, sends[low - 1].location, false)
    }
  }

  /// What keeps a library's root, which says what ends it (the advice `leaks` gives).
  package enum RootKind: Sendable {
    /// A block waiting on a queue: it goes once it has run.
    case scheduledBlock
    /// A repeating timer's handler: it stays until the timer is cancelled.
    case timer
    /// A notification center's observer: it stays until it is removed.
    case notificationObserver
  }

  /// Where a root was made, as its name says it: the file's name without its folders, and the line
  /// (`scene.m:30`).
  package static func place(_ location: SourceLocation) -> String {
    "\(location.file.split(separator: "/").last ?? ""):\(location.line)"
  }

  /// Records a root a library keeps outside the program's objects.
  package func addRoot(
    named name: String, kind: RootKind, holding value: AnyObject, while isHolding: @escaping () -> Bool
  ) {
    lock.withLock { roots.append(Root(name: name, kind: kind, value: value, isHolding: isHolding)) }
  }

  /// The recorded objects alive now, in the order they were made.
  package var alive: [Entry] {
    lock.withLock {
      var found: [Entry] = []
      var stillAlive: [Int] = []
      found.reserveCapacity(maybeAlive.count)
      stillAlive.reserveCapacity(maybeAlive.count)
      for number in maybeAlive {
        let entry = entries[number - 1]
        guard entry.object != nil else { continue }
        found.append(entry)
        stillAlive.append(number)
      }
      maybeAlive = stillAlive
      return found
    }
  }

  /// The roots still holding their value now.
  package var holdingRoots: [Root] {
    lock.withLock { roots }.filter { $0.value != nil && $0.isHolding() }
  }

  /// The entry of `object` if this ledger recorded it (its number and line), while it lives.
  package func entry(of object: AnyObject) -> Entry? {
    lock.withLock {
      guard let number = numbers[ObjectIdentifier(object)], entries[number - 1].object === object else { return nil }
      return entries[number - 1]
    }
  }
}
