import Foundation
import ObjCInterpreter

/// Whether a class conforms to a protocol, as the Objective-C runtime answers it (objc4's
/// `class_conformsToProtocol` and `NSObject.mm`'s `+conformsToProtocol:`): a class conforms to the
/// protocols its `@interface`, categories and class extensions adopt (a library class: its header's,
/// `ClassBuilder.adopts`), to those `class_addProtocol` gave it in the run, and to every protocol those
/// adopt in turn (`@protocol RACSubscriber <NSObject>`). `class_conformsToProtocol` asks of the class
/// alone; `-conformsToProtocol:` and `+conformsToProtocol:` of the class and each of its superclasses.
enum ProtocolConformance {
  /// Whether class `className` itself (not a superclass) conforms to `protocolName`.
  static func classConforms(_ className: String, to protocolName: String, _ interpreter: Interpreter) -> Bool {
    var pending = interpreter.classes[className]?.adoptedProtocols ?? []
    pending += interpreter.natives.adoptedProtocols(of: className)
    pending += CLibraryState.of(interpreter).addedProtocols.protocols(of: className)
    var seen: Set<String> = []
    while let current = pending.popLast() {
      if current == protocolName { return true }
      guard seen.insert(current).inserted else { continue }
      pending += interpreter.run.protocols[current]?.adoptedProtocols ?? libraryProtocolsAdopting[current] ?? []
    }
    return false
  }

  /// Whether a class of `chain` (a class, then its superclasses) conforms to `protocolName`.
  static func conforms(_ chain: [String], to protocolName: String, _ interpreter: Interpreter) -> Bool {
    chain.contains { classConforms($0, to: protocolName, interpreter) }
  }

  /// The protocols that the frameworks' protocols adopt, for those no file of the program declares.
  static let libraryProtocolsAdopting: [String: [String]] = [
    "RACSubscriber": ["NSObject"],
    "NSSecureCoding": ["NSCoding"],
    "UITableViewDelegate": ["NSObject", "UIScrollViewDelegate"],
    "UICollectionViewDelegate": ["NSObject", "UIScrollViewDelegate"],
    "UIScrollViewDelegate": ["NSObject"],
    "UITextFieldDelegate": ["NSObject"],
    "UITextViewDelegate": ["NSObject", "UIScrollViewDelegate"],
    "UIAlertViewDelegate": ["NSObject"],
    "UIActionSheetDelegate": ["NSObject"],
    "UITableViewDataSource": ["NSObject"],
    "UIImagePickerControllerDelegate": ["NSObject"],
    "UINavigationControllerDelegate": ["NSObject"],
  ]

  /// The protocols the headers of Foundation's and RAC 2.5's classes adopt (`RACTuple.h`:
  /// `<NSCoding, NSCopying, NSFastEnumeration>`; `RACSubject.h`: `<RACSubscriber>`).
  static func registerLibraryAdoptions(in table: NativeClasses) {
    let collection = ["NSCopying", "NSMutableCopying", "NSSecureCoding", "NSFastEnumeration"]
    let value = ["NSCopying", "NSSecureCoding"]
    let adoptions: [String: [String]] = [
      "NSObject": ["NSObject"],
      "NSArray": collection, "NSDictionary": collection, "NSSet": collection, "NSOrderedSet": collection,
      "NSIndexSet": ["NSCopying", "NSMutableCopying", "NSSecureCoding"],
      "NSString": ["NSCopying", "NSMutableCopying", "NSSecureCoding"],
      "NSData": ["NSCopying", "NSMutableCopying", "NSSecureCoding"],
      "NSValue": value, "NSDate": value, "NSError": value, "NSURL": value, "NSNull": value,
      "NSException": ["NSCopying", "NSCoding"],
      "NSEnumerator": ["NSFastEnumeration"],
      "NSURLRequest": ["NSCopying", "NSMutableCopying", "NSSecureCoding"],
      "NSCharacterSet": ["NSCopying", "NSMutableCopying", "NSSecureCoding"],
      "RACTuple": ["NSCoding", "NSCopying", "NSFastEnumeration"],
      "RACTupleNil": ["NSCopying", "NSCoding"],
      "RACSequence": ["NSCoding", "NSCopying", "NSFastEnumeration"],
      "RACEvent": ["NSCopying"],
      "RACSubject": ["RACSubscriber"],
      "RACSubscriber": ["RACSubscriber"],
      "RACPassthroughSubscriber": ["RACSubscriber"],
      "RACChannelTerminal": ["RACSubscriber"],
    ]
    for (className, protocols) in adoptions where table.hasClass(className) {
      table.extend(className) { c in
        for each in protocols { c.adopts(each) }
      }
    }
  }
}
