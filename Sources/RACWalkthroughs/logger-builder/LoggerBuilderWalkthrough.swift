import LearningFromRAC
import RACWalkthroughKit

import class Foundation.NSString

/// 从 ReactiveCocoa 中能学到什么？不用此库也能学以致用, chained programming before functional: the
/// log builder `SMLogger`, where each option is a method that returns the logger, so options are
/// combined as needed and a new one never changes the existing calls; `save` ends the chain. The
/// common cases get a shorter form (`loggerWithMessage:`, the `SMLoggerSimple` family of macros)
/// built on the same chain. Each `save` prints the record it would store.
///
/// The entries are made in a function standing in for the view controller's `viewDidLoad`, so the
/// recorded function is `viewDidLoad()`; Swift's `#fileID` and `#line` stand in for `__FILE__` and
/// `__LINE__`.
let loggerBuilderWalkthrough = Walkthrough(
  name: "logger-builder",
  title: "the chained SMLogger: create, message:, classify:, level:, save, and its short forms",
  post: "004_11e83888f5bb252f.txt"
) { _ in
  func viewDidLoad() {
    // [[[[DCLogger create] message:@"此处必改"] classify:DCProjectClassifyTradeHome] save];
    SMLogger.create().message("此处必改").classify(.tradeHome).save()

    // Nothing set: "什么都不设置也会记录文件名，函数名，行数等信息".
    // [[SMLogger create] save];
    SMLogger.create().save()

    // Every option, in any order.
    // [[[[[SMLogger create] level:SMLoggerLevelError] object:student] classify:SMProjectClassifyNormal]
    //   message:@"积分上报失败"] save];
    let student = SMStudent.create().name("ming").studentNumber(345)
    SMLogger.create().level(.error).object(student).classify(.normal).message("积分上报失败").save()

    // [DCLogger loggerWithMessage:@"此处必改"];
    SMLogger.loggerWithMessage("此处必改")

    // SMLoggerSimple(@"current credit %lu", credit);
    let credit: UInt = 70
    SMLoggerSimple("current credit %lu", credit)

    // SMLoggerDebug(@"debug only: %@", @"不会上报");
    SMLoggerDebug("debug only: %@", "不会上报" as NSString)

    // SMLoggerCustom(SMProjectClassifyTradeHome, SMLoggerLevelWarning, @"student %@ passed", @"ming");
    SMLoggerCustom(.tradeHome, .warning, "student %@ passed", "ming" as NSString)
  }
  viewDidLoad()
}
