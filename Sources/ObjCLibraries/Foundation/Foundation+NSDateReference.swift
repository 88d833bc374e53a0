import Foundation
import ObjCInterpreter
import RAC

/// NSDate's reference points: `+distantFuture`, `+distantPast`,
/// `+dateWithTimeIntervalSinceReferenceDate:` (`RACTestScheduler.m` orders its blocks by such dates),
/// and `+timeIntervalSinceReferenceDate`
/// of the run's clock (the virtual clock while a run is in progress, so timing code measures
/// virtual seconds, as `+date` does).
enum FoundationDateReference {
  static func register(in table: NativeClasses) {
    table.extend("NSDate") { c in
      c.classMethod("distantFuture") { _ in Date.distantFuture }
      c.classMethod("distantPast") { _ in Date.distantPast }
      c.classMethod("dateWithTimeIntervalSinceReferenceDate:") { call in
        Date(timeIntervalSinceReferenceDate: try call.double(0))
      }
      c.classMethod("timeIntervalSinceReferenceDate", returns: .double) { _ in
        let now = RACScheduler.currentNow ?? Date(timeIntervalSinceReferenceDate: 0)
        return CNumber.double(now.timeIntervalSinceReferenceDate)
      }
    }
  }
}
