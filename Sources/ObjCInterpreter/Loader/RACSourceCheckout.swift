import Foundation

/// The user's own checkout of ReactiveCocoa 2.5 (or of ReactiveObjC), whose core `.m` files the
/// tool reads and runs in place of the Swift core (`--rac-source DIR`).
///
/// Nothing of RAC's code is in this repository: the user fetches it, and this type only knows the
/// names of the files that make up RAC's core (a fact about RAC 2.5's layout) and where a checkout
/// keeps them: the repository's root holds a `ReactiveCocoa/` folder (RAC 2.5) or a
/// `ReactiveObjC/` folder (ReactiveObjC 3.x), either of which may also be given directly.
public struct RACSourceCheckout: Sendable {
  /// The folder that holds `RACSignal.m`.
  public let directory: URL

  /// The core of RAC 2.5, by file: streams and signals, subjects, the multicast connection, the
  /// command, the four disposables, the subscribers, the six schedulers, the sequences and the
  /// collections' sequence categories, tuples, events, unit and descriptions (46 files, about 6,400
  /// lines at tag `v2.5`), in the order their classes build on each other.
  public static let coreFileNames: [String] = [
    "NSObject+RACDescription.m",
    "RACStream.m", "RACSignal.m", "RACSignal+Operations.m",
    "RACDynamicSignal.m", "RACReturnSignal.m", "RACEmptySignal.m", "RACErrorSignal.m", "RACGroupedSignal.m",
    "RACSubject.m", "RACReplaySubject.m", "RACBehaviorSubject.m",
    "RACMulticastConnection.m", "RACCommand.m",
    "RACDisposable.m", "RACCompoundDisposable.m", "RACSerialDisposable.m", "RACScopedDisposable.m",
    "RACSubscriber.m", "RACPassthroughSubscriber.m",
    "RACScheduler.m", "RACImmediateScheduler.m", "RACQueueScheduler.m", "RACTargetQueueScheduler.m",
    "RACSubscriptionScheduler.m", "RACTestScheduler.m",
    "RACSequence.m", "RACArraySequence.m", "RACDynamicSequence.m", "RACEagerSequence.m", "RACEmptySequence.m",
    "RACIndexSetSequence.m", "RACSignalSequence.m", "RACStringSequence.m", "RACTupleSequence.m",
    "RACUnarySequence.m",
    "NSArray+RACSequenceAdditions.m", "NSDictionary+RACSequenceAdditions.m", "NSEnumerator+RACSequenceAdditions.m",
    "NSIndexSet+RACSequenceAdditions.m", "NSOrderedSet+RACSequenceAdditions.m", "NSSet+RACSequenceAdditions.m",
    "NSString+RACSequenceAdditions.m",
    "RACTuple.m", "RACEvent.m", "RACUnit.m",
  ]

  /// Folders of a checkout, beside the core's, where RAC's headers also live (extobjc's).
  static let headerSubfolders = ["extobjc"]

  /// The checkout at `path`: the repository's root or its source folder.
  ///
  /// - Throws: `RACSourceError` when `path` is not a folder or holds no `RACSignal.m`.
  public init(path: String) throws {
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue else {
      throw RACSourceError(message: "--rac-source: '\(path)' is not a folder (give your checkout of ReactiveCocoa 2.5)")
    }
    let root = URL(fileURLWithPath: path, isDirectory: true)
    for candidate in [root, root.appendingPathComponent("ReactiveCocoa"), root.appendingPathComponent("ReactiveObjC")]
    where FileManager.default.fileExists(atPath: candidate.appendingPathComponent("RACSignal.m").path) {
      directory = candidate
      return
    }
    throw RACSourceError(
      message:
        "--rac-source: no RACSignal.m in '\(path)' or its ReactiveCocoa/ folder (is it a checkout of ReactiveCocoa 2.5?)"
    )
  }

  /// The path of a file of the checkout, or nil when it has none of that name.
  func path(of fileName: String) -> String? {
    let candidates =
      [directory.appendingPathComponent(fileName)]
      + RACSourceCheckout.headerSubfolders.map { directory.appendingPathComponent($0).appendingPathComponent(fileName) }
    return candidates.first { FileManager.default.fileExists(atPath: $0.path) }?.path
  }

  /// The text of a file of the checkout as a library source.
  func read(_ fileName: String) throws -> SourceFile {
    guard let path = path(of: fileName) else {
      throw RACSourceError(message: "\(directory.path)/\(fileName): no such file in the checkout")
    }
    guard let data = FileManager.default.contents(atPath: path) else {
      throw RACSourceError(message: "\(path): cannot read the file")
    }
    guard let text = String(data: data, encoding: .utf8) else {
      throw RACSourceError(message: "\(path): not UTF-8 text")
    }
    return SourceFile(name: path, text: text, kind: .library)
  }
}

/// A checkout that cannot be used: one line, naming the path.
public struct RACSourceError: Error, CustomStringConvertible {
  /// What is wrong, in one line.
  public let message: String
  /// The message.
  public var description: String { message }
}
