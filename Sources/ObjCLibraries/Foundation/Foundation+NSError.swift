import Foundation
import ObjCInterpreter
import RAC

/// `NSError`, `NSException`, `NSNull`, `NSDate` (on the run's virtual clock) and `NSThread`.
extension FoundationClasses {
  static let null = NSNull.shared

  static func registerNSErrorAndFriends(in table: NativeClasses) {
    table.define("NSError", superclass: "NSObject") { c in
      func error(_ call: NativeCall) throws -> NSError { try call.receiver(as: NSError.self) }
      c.instance("domain") { call in try error(call).domain }
      c.instance("code", returns: .long) { call in CNumber.long(try error(call).code) }
      c.instance("userInfo") { call in
        let info = try error(call).userInfo
        let dictionary = ObjCDictionary(mutable: false)
        for key in info.keys.sorted() { if let value = info[key] { dictionary.set(value, forKey: key) } }
        return dictionary
      }
      c.instance("localizedDescription") { call in
        let target = try error(call)
        if let description = target.userInfo[NSLocalizedDescriptionKey] {
          return ValueDescription.describe(description)
        }
        return "The operation couldn’t be completed. (\(target.domain) error \(target.code).)"
      }
      c.instance("localizedFailureReason") { call in
        try error(call).userInfo[NSLocalizedFailureReasonErrorKey].map { ValueDescription.describe($0) }
      }
      c.instance("localizedRecoverySuggestion") { call in
        try error(call).userInfo[NSLocalizedRecoverySuggestionErrorKey].map { ValueDescription.describe($0) }
      }
      let make: NativeMethod = { call in
        let domain = try call.string(0)
        let code = try call.integer(1)
        var userInfo: [String: Any] = [:]
        if let info = try call.optionalObject(2, ObjCDictionary.self, "an NSDictionary") {
          for key in info.keys {
            if let name = ObjCEquality.stringValue(key), let value = info.value(forKey: key) { userInfo[name] = value }
          }
        }
        return NSError(domain: domain, code: code, userInfo: userInfo)
      }
      c.classMethod("errorWithDomain:code:userInfo:", make)
      c.initializer("initWithDomain:code:userInfo:", make)
    }
    table.define("NSException", superclass: "NSObject") { c in
      func exception(_ call: NativeCall) throws -> ObjCException { try call.receiver(as: ObjCException.self) }
      c.instance("name") { call in try exception(call).name }
      c.instance("reason") { call in try exception(call).reason }
      c.instance("userInfo") { call in try exception(call).userInfo }
      c.instance("raise") { call in throw RuntimeError.exception(value: try exception(call), location: call.location) }
      c.classMethod("exceptionWithName:reason:userInfo:") { call in
        ObjCException(
          name: try call.string(0), reason: try call.optionalString(1),
          userInfo: try call.optionalObject(2, ObjCDictionary.self, "an NSDictionary"))
      }
      c.classMethod("raise:format:") { call in
        let exception = ObjCException(name: try call.string(0), reason: try call.formatted(from: 1), userInfo: nil)
        throw RuntimeError.exception(value: exception, location: call.location)
      }
    }
    table.define("NSNull", superclass: "NSObject") { c in
      c.classMethod("null") { _ in FoundationClasses.null }
    }
    table.define("NSDate", superclass: "NSObject") { c in
      func date(_ call: NativeCall) throws -> Date { try call.receiver(as: Date.self) }
      c.classMethod("date") { _ in RACScheduler.currentNow ?? Date(timeIntervalSinceReferenceDate: 0) }
      c.classMethod("dateWithTimeIntervalSinceNow:") { call in
        (RACScheduler.currentNow ?? Date(timeIntervalSinceReferenceDate: 0)).addingTimeInterval(
          try call.double(0))
      }
      c.classMethod("dateWithTimeIntervalSince1970:") { call in Date(timeIntervalSince1970: try call.double(0)) }
      c.classMethod("dateWithTimeIntervalSinceReferenceDate:") { call in
        Date(timeIntervalSinceReferenceDate: try call.double(0))
      }
      c.instance("timeIntervalSinceDate:", returns: .double) { call in
        CNumber.double(try date(call).timeIntervalSince(try call.requiredObject(0, Date.self, "an NSDate")))
      }
      c.instance("timeIntervalSinceNow", returns: .double) { call in
        CNumber.double(
          try date(call).timeIntervalSince(
            RACScheduler.currentNow ?? Date(timeIntervalSinceReferenceDate: 0)))
      }
      c.instance("timeIntervalSince1970", returns: .double) { call in
        CNumber.double(try date(call).timeIntervalSince1970)
      }
      c.instance("timeIntervalSinceReferenceDate", returns: .double) { call in
        CNumber.double(try date(call).timeIntervalSinceReferenceDate)
      }
      c.instance("dateByAddingTimeInterval:") { call in try date(call).addingTimeInterval(try call.double(0)) }
      c.instance("description") { call in ValueDescription.dateDescription(try date(call)) }
    }
    table.define("NSThread", superclass: "NSObject") { c in
      c.classMethod("isMainThread", returns: .bool) { _ in CNumber.bool(VirtualQueues.isMainThread) }
      c.classMethod("currentThread") { _ in
        ThreadValue(isMain: VirtualQueues.isMainThread, label: QueueLabel.current)
      }
      c.classMethod("mainThread") { _ in ThreadValue(isMain: true, label: "com.apple.main-thread") }
      c.instance("isMainThread", returns: .bool) { call in
        CNumber.bool((call.receiver as? ThreadValue)?.isMain ?? false)
      }
    }
  }
}

/// `[NSThread currentThread]`: which virtual queue the code runs on.
final class ThreadValue: CustomStringConvertible {
  let isMain: Bool
  let label: String?

  init(isMain: Bool, label: String?) {
    self.isMain = isMain
    self.label = label
  }

  var description: String {
    "<NSThread: \(ValueDescription.address(of: self))>{number = \(isMain ? 1 : 2), name = \(isMain ? "main" : (label ?? "(null)"))}"
  }
}
