import Foundation
import XCTest

/// The places in RAC 2.5's source that the core's hooks give (`RACSourceLocation`), held honest
/// without RAC's code in the repository: every hook of the core gives one (or says it is ours),
/// every place names one of RAC 2.5's core files and a method, and a method's hook names the
/// method its place declares. `RACSourceLocationCheckoutTests` holds each line against a checkout.
final class RACSourceLocationTableTests: XCTestCase {
  /// RAC 2.5's core files (issue 21's list: streams, signals, subjects, the multicast connection,
  /// the command, disposables, subscribers, schedulers, sequences, tuples, events, unit and
  /// descriptions), and the files beyond them it translates too: every file the Swift core's hooks
  /// may name.
  static let racCoreFiles: Set<String> = [
    "RACStream.m", "RACSignal.m", "RACSignal+Operations.m", "RACDynamicSignal.m", "RACReturnSignal.m",
    "RACEmptySignal.m", "RACErrorSignal.m", "RACGroupedSignal.m", "RACSubject.m", "RACReplaySubject.m",
    "RACBehaviorSubject.m", "RACMulticastConnection.m", "RACCommand.m", "RACDisposable.m",
    "RACCompoundDisposable.m", "RACSerialDisposable.m", "RACScopedDisposable.m", "RACSubscriber.m",
    "RACPassthroughSubscriber.m", "RACScheduler.m", "RACImmediateScheduler.m", "RACQueueScheduler.m",
    "RACSubscriptionScheduler.m", "RACTargetQueueScheduler.m", "RACTestScheduler.m", "RACSequence.m",
    "RACArraySequence.m", "RACDynamicSequence.m", "RACEagerSequence.m", "RACEmptySequence.m",
    "RACIndexSetSequence.m", "RACSignalSequence.m", "RACStringSequence.m", "RACTupleSequence.m",
    "RACUnarySequence.m", "NSArray+RACSequenceAdditions.m", "NSDictionary+RACSequenceAdditions.m",
    "NSEnumerator+RACSequenceAdditions.m", "NSIndexSet+RACSequenceAdditions.m",
    "NSOrderedSet+RACSequenceAdditions.m", "NSSet+RACSequenceAdditions.m", "NSString+RACSequenceAdditions.m",
    "RACTuple.m", "RACEvent.m", "RACUnit.m", "NSObject+RACDescription.m", "NSObject+RACDeallocating.m",
    // Beyond the core (issue 34): channels and lifting.
    "RACChannel.m", "RACKVOChannel.m", "NSObject+RACLifting.m",
  ]

  /// Hooks of the core with no place in RAC 2.5's core files (`rac: .ours`), by name. A hook added
  /// for the core's own bookkeeping goes here, so that leaving out a place is a decision. Today:
  /// `RACObserve`'s, which translate `NSObject+RACPropertySubscribing.m` and RAC's KVO trampoline,
  /// run-time machinery the host keeps (not one of the core files above).
  static let ours: Set<String> = ["-rac_valuesForKeyPath:observer:", "KVO block"]

  /// The files whose hooks pass on a place their callers give (`runScheduled`'s scheduled blocks,
  /// the `subscribeNext:` family's shared body, `-delay:`'s scheduled blocks, the hook of a block
  /// returning a binding block).
  static let forwarding: Set<String> = [
    "Schedulers/RACScheduler.swift", "Signals/RACSignal+Subscription.swift", "Operators/Delay.swift",
    "Base/TracedBindBlock.swift",
  ]

  func testEveryHookOfTheCoreGivesAPlaceInRAC25sSourceOrSaysItIsOurs() throws {
    let scan = try CoreHookScan.scan()
    XCTAssertGreaterThan(scan.hooks.count, 300, "the scan found too few hooks: is Sources/RAC where it was?")
    var ours: Set<String> = []
    for hook in scan.hooks {
      guard let rac = hook.rac else {
        XCTFail("\(hook.site): \(hook.name ?? "a hook") gives no place in RAC's source (rac:)")
        continue
      }
      if rac == ".ours" {
        ours.insert(hook.name ?? hook.site)
      } else if !rac.contains(".method(") && !rac.contains(".block(") {
        XCTAssertTrue(
          Self.forwarding.contains(hook.file), "\(hook.site): rac: \(rac) is neither a place nor passed on")
      }
    }
    XCTAssertEqual(ours, Self.ours, "the hooks that give no place are not the ones listed as ours")
  }

  func testAMethodsHookIsThePlaceWhereThatMethodIsDeclared() throws {
    for hook in try CoreHookScan.scan().hooks {
      guard let name = hook.name, let rac = hook.rac, rac.hasPrefix(".method(") else { continue }
      XCTAssertTrue(
        rac.contains("\"\(name)\")"), "\(hook.site): the hook \(name) gives another method's place: \(rac)")
    }
  }

  func testEveryPlaceNamesOneOfRAC25sCoreFilesAMethodAndWhatItsLineHolds() throws {
    let locations = try CoreHookScan.scan().locations
    XCTAssertGreaterThan(locations.count, 300)
    let selector = try NSRegularExpression(pattern: #"^([-+][A-Za-z_][A-Za-z0-9_:]*|[A-Za-z_][A-Za-z0-9_]*\(\))$"#)
    for location in locations {
      XCTAssertTrue(Self.racCoreFiles.contains(location.file), "not one of RAC 2.5's core files: \(location)")
      XCTAssertGreaterThan(location.line, 0, "\(location)")
      let method = location.method
      XCTAssertNotNil(
        selector.firstMatch(in: method, range: NSRange(method.startIndex..., in: method)),
        "not a method (-bind:) or a C function (subscribeForever()): \(location)")
      XCTAssertEqual(location.isMethod, location.anchor.isEmpty, "a block names what its line holds: \(location)")
    }
  }

  /// The recorder keeps a place by its file and line, so two places on one line must be one
  /// method's (they differ at most in what they name, which the trace does not show).
  func testPlacesOnOneLineBelongToOneMethod() throws {
    var methods: [String: Set<String>] = [:]
    for location in try CoreHookScan.scan().locations {
      methods["\(location.file):\(location.line)", default: []].insert(location.method)
    }
    for (line, names) in methods where names.count > 1 {
      XCTFail("\(line) is given to more than one method: \(names.sorted())")
    }
  }
}
