import Foundation
import ObjCInterpreter
import ObjCLibraries
import RAC
import RACWalkthroughKit

/// The controls whose RAC 2.5 categories make channels (`UISwitch -rac_newOnChannel`, `UISlider`
/// and `UIStepper -rac_newValueChannelWithNilValue:`, `UIDatePicker
/// -rac_newDateChannelWithNilValue:`, `UISegmentedControl
/// -rac_newSelectedSegmentIndexChannelWithNilValue:`) and `UIRefreshControl`'s `rac_command`.
/// The user is scripted with UIKit's own API: set the value, then
/// `[control sendActionsForControlEvents:UIControlEventValueChanged]`, as the control does after a
/// touch.
extension UIKitClasses {
  /// `-value` and `-setValue:` of a slider or a stepper (a `float`, a `double`). Declared without a
  /// scalar result: what a message to nil answers is one table by selector for every class, and
  /// `-value` of RAC's events and of the program's objects is an object.
  private static func sliderValue(in c: inout NativeClasses.ClassBuilder) {
    c.instance("value") { call in
      CNumber(real: try call.receiver(as: UIControl.self).value(forKey: "value") as? Double ?? 0)
    }
    c.instance("setValue:") { call in
      try call.receiver(as: UIControl.self).setValue(try scalarArgument(call, "a number").double, forKey: "value")
      return nil
    }
  }

  static func registerValueControls(in table: NativeClasses) {
    table.define("UISwitch", superclass: "UIControl") { c in
      c.initializer("init") { _ in UISwitch() }
      c.classMethod("new") { _ in UISwitch() }
      c.initializer("initWithFrame:") { _ in UISwitch() }
      property("on", .bool(default: false, getter: "isOn"), in: &c)
      c.instance("setOn:animated:") { call in
        try call.receiver(as: UISwitch.self).setValue(try scalarArgument(call, "a BOOL").isTrue, forKey: "on")
        return nil
      }
      c.instance("rac_newOnChannel") { call in try call.receiver(as: UISwitch.self).rac_newOnChannel() }
    }
    table.define("UISlider", superclass: "UIControl") { c in
      c.initializer("init") { _ in UISlider() }
      c.classMethod("new") { _ in UISlider() }
      c.initializer("initWithFrame:") { _ in UISlider() }
      sliderValue(in: &c)
      property("minimumValue", .double(default: 0), in: &c)
      property("maximumValue", .double(default: 1), in: &c)
      c.instance("rac_newValueChannelWithNilValue:") { call in
        try call.receiver(as: UISlider.self).rac_newValueChannel(nilValue: try call.object(0))
      }
    }
    table.define("UIStepper", superclass: "UIControl") { c in
      c.initializer("init") { _ in UIStepper() }
      c.classMethod("new") { _ in UIStepper() }
      c.initializer("initWithFrame:") { _ in UIStepper() }
      sliderValue(in: &c)
      property("minimumValue", .double(default: 0), in: &c)
      property("maximumValue", .double(default: 100), in: &c)
      property("stepValue", .double(default: 1), in: &c)
      c.instance("rac_newValueChannelWithNilValue:") { call in
        try call.receiver(as: UIStepper.self).rac_newValueChannel(nilValue: try call.object(0))
      }
    }
    table.define("UIDatePicker", superclass: "UIControl") { c in
      let make: NativeMethod = { call in UIDatePicker(date: Date(timeIntervalSinceReferenceDate: 0)) }
      c.initializer("init", make)
      c.classMethod("new") { call in try make(call) }
      c.initializer("initWithFrame:", make)
      property("date", .object, in: &c)
      c.instance("rac_newDateChannelWithNilValue:") { call in
        try call.receiver(as: UIDatePicker.self).rac_newDateChannel(nilValue: try call.object(0))
      }
    }
    table.define("UISegmentedControl", superclass: "UIControl") { c in
      c.initializer("init") { _ in UISegmentedControl(items: []) }
      c.classMethod("new") { _ in UISegmentedControl(items: []) }
      c.initializer("initWithItems:") { call in
        let items = try call.optionalObject(0, ObjCArray.self, "an NSArray of titles")?.elements ?? []
        return UISegmentedControl(items: items.map { ObjCEquality.stringValue($0) ?? "" })
      }
      property("selectedSegmentIndex", .integer, in: &c)
      c.instance("numberOfSegments", returns: .long) { call in
        CNumber.long(try call.receiver(as: UISegmentedControl.self).titles.count)
      }
      c.instance("rac_newSelectedSegmentIndexChannelWithNilValue:") { call in
        try call.receiver(as: UISegmentedControl.self).rac_newSelectedSegmentIndexChannel(nilValue: try call.object(0))
      }
    }
    table.constant("UISegmentedControlNoSegment", value: CNumber.long(-1))
    table.define("UIRefreshControl", superclass: "UIControl") { c in
      func control(_ call: NativeCall) throws -> UIRefreshControl { try call.receiver(as: UIRefreshControl.self) }
      c.initializer("init") { _ in UIRefreshControl() }
      c.classMethod("new") { _ in UIRefreshControl() }
      c.instance("refreshing", returns: .bool) { call in CNumber.bool(try control(call).refreshing) }
      c.instance("isRefreshing", returns: .bool) { call in CNumber.bool(try control(call).refreshing) }
      c.property("refreshing", getter: "isRefreshing")
      c.instance("beginRefreshing") { call in
        try control(call).beginRefreshing()
        return nil
      }
      c.instance("endRefreshing") { call in
        try control(call).endRefreshing()
        return nil
      }
      c.instance("rac_command") { call in try control(call).rac_command }
      c.instance("setRac_command:") { call in
        try control(call).setRac_command(try call.optionalObject(0, RACCommand.self, "a RACCommand"))
        return nil
      }
    }
  }
}
