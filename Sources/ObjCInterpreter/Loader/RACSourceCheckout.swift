import Foundation

/// The user's own checkout of ReactiveCocoa 2.5 (or of ReactiveObjC, the 3.x line), whose core `.m`
/// files the tool reads and runs in place of the Swift core (`--rac-source DIR`).
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
  /// lines at tag `v2.5`), in the order their classes build on each other. ReactiveObjC keeps every
  /// one of them under the same name.
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

  /// RAC 2.5's files beyond the core, read after it (40 files at tag `v2.5`): the run-time helpers
  /// the rest build on (`RACObjCRuntime`, `NSInvocation+RACTypeParsing`, the block trampoline),
  /// deallocation, key-value observing and the property signals, selector signals and lifting,
  /// channels, the subscripting trampoline, the value transformer, the delegate proxy, the
  /// Foundation categories, AppKit's bindings (whose spec RAC's suite holds) and the UIKit
  /// categories. ReactiveObjC keeps them under the same names (it drops `RACObjCRuntime.m`).
  public static let beyondCoreFileNames: [String] = [
    "RACObjCRuntime.m", "NSInvocation+RACTypeParsing.m",
    "NSObject+RACDeallocating.m", "RACKVOTrampoline.m", "NSObject+RACKVOWrapper.m", "RACKVOProxy.m",
    "NSString+RACKeyPathUtilities.m", "NSObject+RACPropertySubscribing.m", "NSObject+RACSelectorSignal.m",
    "NSObject+RACLifting.m", "RACChannel.m", "RACKVOChannel.m", "RACSubscriptingAssignmentTrampoline.m",
    "RACValueTransformer.m", "RACDelegateProxy.m", "RACBlockTrampoline.m",
    "NSData+RACSupport.m", "NSString+RACSupport.m", "NSNotificationCenter+RACSupport.m",
    "NSUserDefaults+RACSupport.m", "NSObject+RACAppKitBindings.m",
    "UIControl+RACSignalSupportPrivate.m", "UIControl+RACSignalSupport.m", "UIActionSheet+RACSignalSupport.m",
    "UIAlertView+RACSignalSupport.m", "UIBarButtonItem+RACCommandSupport.m", "UIButton+RACCommandSupport.m",
    "UICollectionReusableView+RACSignalSupport.m", "UIDatePicker+RACSignalSupport.m",
    "UIGestureRecognizer+RACSignalSupport.m", "UIImagePickerController+RACSignalSupport.m",
    "UIRefreshControl+RACCommandSupport.m", "UISegmentedControl+RACSignalSupport.m",
    "UISlider+RACSignalSupport.m", "UIStepper+RACSignalSupport.m", "UISwitch+RACSignalSupport.m",
    "UITableViewCell+RACSignalSupport.m", "UITableViewHeaderFooterView+RACSignalSupport.m",
    "UITextField+RACSignalSupport.m", "UITextView+RACSignalSupport.m",
  ]

  /// The files a run never loads, with why: the two that reach outside the sandbox, which stay on
  /// the Swift core, and AppKit's control and text categories and MapKit's (the tool models an iOS
  /// app; of AppKit it has only the bindings, whose category RAC's spec suite tests).
  public static let keptOutFileNames: [(name: String, reason: String)] = [
    ("NSURLConnection+RACSupport.m", "kept native: the network (a URL connection's request stays on the Swift core)"),
    ("NSFileHandle+RACSupport.m", "kept native: the network (a file handle's background reads stay on the Swift core)"),
    ("NSControl+RACCommandSupport.m", "AppKit: not loaded (the tool models iOS)"),
    ("NSControl+RACTextSignalSupport.m", "AppKit: not loaded (the tool models iOS)"),
    ("NSText+RACSignalSupport.m", "AppKit: not loaded (the tool models iOS)"),
    ("MKAnnotationView+RACSignalSupport.m", "MapKit: not loaded (the tool models no maps)"),
  ]

  /// Every file a run loads, the core's first.
  public static let loadedFileNames = coreFileNames + beyondCoreFileNames

  /// Which line of RAC a checkout is: the code a reader steps through, and what verify compares
  /// with the Swift core, which follows RAC 2.5.
  public enum Line: Sendable, Equatable, CustomStringConvertible {
    /// ReactiveCocoa 2.x, the Objective-C ReactiveCocoa of the posts (tag `v2.5`).
    case reactiveCocoa2
    /// ReactiveObjC, the 3.x line apps use today: RAC 2.5's files renamed, annotated for
    /// nullability and generics, with the fixes made after 2.5.
    case reactiveObjC

    /// `ReactiveObjC checkout (the 3.x line)`, `ReactiveCocoa 2.x checkout (as RAC 2.5)`.
    public var description: String {
      switch self {
      case .reactiveCocoa2: return "ReactiveCocoa 2.x checkout (as RAC 2.5)"
      case .reactiveObjC: return "ReactiveObjC checkout (the 3.x line)"
      }
    }
  }

  /// The line the checkout's files say it is: ReactiveObjC's folder, umbrella header
  /// (`ReactiveObjC.h`) or annotations header (`RACAnnotations.h`, which RAC 2.5 never had) make it
  /// ReactiveObjC; anything else is read as ReactiveCocoa 2.x.
  public var line: Line {
    let markers = ["ReactiveObjC.h", "RACAnnotations.h"]
    if directory.lastPathComponent == "ReactiveObjC"
      || markers.contains(where: { FileManager.default.fileExists(atPath: directory.appendingPathComponent($0).path) })
    {
      return .reactiveObjC
    }
    return .reactiveCocoa2
  }

  /// Folders of a checkout, beside the core's, where RAC's headers also live (extobjc's).
  static let headerSubfolders = ["extobjc"]

  /// The checkout at `path`: the repository's root or its source folder.
  ///
  /// - Throws: `RACSourceError` when `path` is not a folder or holds no `RACSignal.m`.
  public init(path: String) throws {
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue else {
      throw RACSourceError(
        message: "--rac-source: '\(path)' is not a folder (give your checkout of ReactiveCocoa 2.5 or ReactiveObjC)")
    }
    let root = URL(fileURLWithPath: path, isDirectory: true)
    for candidate in [root, root.appendingPathComponent("ReactiveCocoa"), root.appendingPathComponent("ReactiveObjC")]
    where FileManager.default.fileExists(atPath: candidate.appendingPathComponent("RACSignal.m").path) {
      directory = candidate
      return
    }
    throw RACSourceError(
      message:
        "--rac-source: no RACSignal.m in '\(path)' or its ReactiveCocoa/ or ReactiveObjC/ folder (is it a checkout of ReactiveCocoa 2.5 or ReactiveObjC?)"
    )
  }

  /// The path of a file of the checkout, or nil when it has none of that name.
  func path(of fileName: String) -> String? {
    let candidates =
      [directory.appendingPathComponent(fileName)]
      + RACSourceCheckout.headerSubfolders.map { directory.appendingPathComponent($0).appendingPathComponent(fileName) }
    return candidates.first { FileManager.default.fileExists(atPath: $0.path) }?.path
  }

  /// The most bytes a file of the checkout may hold, as for any file read here: RAC's largest is
  /// 46 KB, and a 500 MB file was read whole (then lexed) before anything else was checked.
  static let largestFile = 8 << 20

  /// The text of a file of the checkout as a library source.
  package func read(_ fileName: String) throws -> SourceFile {
    guard let path = path(of: fileName) else {
      throw RACSourceError(message: "\(directory.path)/\(fileName): no such file in the checkout")
    }
    // A checkout's file is read only inside the checkout: a link to a file elsewhere (a header
    // linked to `/etc/passwd`) is refused, as an `#import` that climbs out of it is.
    guard ProgramReader.isInside(path, anyOf: [directory.path]) else {
      throw RACSourceError(message: "\(path): a link to a file outside the checkout")
    }
    let attributes = (try? FileManager.default.attributesOfItem(atPath: ProgramReader.resolved(path))) ?? [:]
    guard attributes[.type] as? FileAttributeType == .typeRegular else {
      throw RACSourceError(message: "\(path): not a regular file (a pipe, a device or a folder)")
    }
    let size = (attributes[.size] as? NSNumber)?.intValue ?? 0
    guard size <= RACSourceCheckout.largestFile else {
      throw RACSourceError(
        message:
          "\(path): \(size / 1_048_576) MB, more than the \(RACSourceCheckout.largestFile >> 20) MB a file read here may hold"
      )
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
