import Foundation
import ObjCInterpreter
import ObjCLibraries
import RAC
import RACWalkthroughKit

/// `UIBarButtonItem` (`rac_command`, RAC's own target and action once a command is set) and
/// `UIGestureRecognizer` (`rac_gestureSignal`, target-action, and `-simulateRecognition`, the
/// recognized gesture a snippet scripts: UIKit has no such method).
extension UIKitClasses {
  static func registerBarButtonItem(in table: NativeClasses) {
    table.define("UIBarItem", superclass: "NSObject") { _ in }
    table.define("UIBarButtonItem", superclass: "UIBarItem") { c in
      func item(_ call: NativeCall) throws -> UIBarButtonItem { try call.receiver(as: UIBarButtonItem.self) }
      func made(target: Any?, action: SelectorValue?, title: String?) -> UIBarButtonItem {
        let item = UIBarButtonItem()
        item.target = target.map { $0 as AnyObject }
        item.action = action?.name
        item.storeValue(title, forKey: "title")
        return item
      }
      c.initializer("init") { _ in UIBarButtonItem() }
      c.classMethod("new") { _ in UIBarButtonItem() }
      c.initializer("initWithTitle:style:target:action:") { call in
        made(
          target: try call.object(2), action: try call.optionalObject(3, SelectorValue.self, "a selector"),
          title: try call.optionalString(0))
      }
      c.initializer("initWithBarButtonSystemItem:target:action:") { call in
        made(
          target: try call.object(1), action: try call.optionalObject(2, SelectorValue.self, "a selector"), title: nil)
      }
      property("enabled", .bool(default: true, getter: "isEnabled"), in: &c)
      property("title", .object, in: &c)
      c.instance("target") { call in try item(call).target }
      c.instance("setTarget:") { call in
        try item(call).target = try call.object(0).map { $0 as AnyObject }
        return nil
      }
      c.instance("action") { call in try item(call).action.map { SelectorValue(name: $0) } }
      c.instance("setAction:") { call in
        try item(call).action = try call.optionalObject(0, SelectorValue.self, "a selector (@selector(…))")?.name
        return nil
      }
      c.instance("rac_command") { call in try item(call).rac_command }
      c.instance("setRac_command:") { call in
        try item(call).setRac_command(try call.optionalObject(0, RACCommand.self, "a RACCommand"))
        return nil
      }
      c.instance(UIBarButtonItem.commandAction) { call in
        try item(call).rac_commandPerformAction(call.argument(0))
        return nil
      }
      c.instance("simulateTap") { call in
        let tapped = try item(call)
        guard let target = tapped.target, let action = tapped.action else { return nil }
        let arguments: [Any?] = action.hasSuffix(":") ? [tapped] : []
        return try call.interpreter.send(action, to: target, arguments: arguments, at: call.location)
      }
    }
  }

  static func registerGestureRecognizer(in table: NativeClasses) {
    table.define("UIGestureRecognizer", superclass: "NSObject") { c in
      func recognizer(_ call: NativeCall) throws -> UIGestureRecognizer {
        try call.receiver(as: UIGestureRecognizer.self)
      }
      c.initializer("init") { _ in UIGestureRecognizer() }
      c.classMethod("new") { _ in UIGestureRecognizer() }
      c.initializer("initWithTarget:action:") { call in
        let made = UIGestureRecognizer()
        if let target = try call.object(0) {
          let action = try call.requiredObject(1, SelectorValue.self, "a selector (@selector(…))")
          addTarget(target, action, to: made, call)
        }
        return made
      }
      property("enabled", .bool(default: true, getter: "isEnabled"), in: &c)
      c.instance("addTarget:action:") { call in
        guard let target = try call.object(0) else { return nil }
        let action = try call.requiredObject(1, SelectorValue.self, "a selector (@selector(…))")
        addTarget(target, action, to: try recognizer(call), call)
        return nil
      }
      c.instance("removeTarget:action:") { call in
        let action = try call.optionalObject(1, SelectorValue.self, "a selector (@selector(…))")
        try recognizer(call).removeTargets(tagged: targetTag(try call.object(0), action))
        return nil
      }
      c.instance("rac_gestureSignal") { call in try recognizer(call).rac_gestureSignal }
      c.instance("simulateRecognition") { call in
        try recognizer(call).simulateRecognition()
        return nil
      }
    }
    for name in [
      "UITapGestureRecognizer", "UIPanGestureRecognizer", "UISwipeGestureRecognizer",
      "UILongPressGestureRecognizer", "UIPinchGestureRecognizer", "UIRotationGestureRecognizer",
    ] {
      table.define(name, superclass: "UIGestureRecognizer") { _ in }
    }
  }

  /// Adds the snippet's `target` and `action` to `recognizer`: unretained, as UIKit keeps them; the
  /// action is sent with the recognizer when it takes an argument.
  private static func addTarget(
    _ target: Any, _ action: SelectorValue, to recognizer: UIGestureRecognizer, _ call: NativeCall
  ) {
    let interpreter = call.interpreter
    let location = call.location
    let targetObject = target as AnyObject
    let takesSender = action.name.hasSuffix(":")
    recognizer.addTarget(tag: targetTag(target, action)) { [weak targetObject, weak interpreter] sender in
      guard let receiver = targetObject, let interpreter else { return }
      _ = interpreter.guardedEntry {
        try interpreter.send(action.name, to: receiver, arguments: takesSender ? [sender] : [], at: location)
      }
    }
  }

  static func registerReusableViews(in table: NativeClasses) {
    table.define("UITableViewCell", superclass: "UIView") { c in
      let make: NativeMethod = { _ in UITableViewCell() }
      c.initializer("init", make)
      c.classMethod("new") { call in try make(call) }
      c.initializer("initWithFrame:", make)
      c.initializer("initWithStyle:reuseIdentifier:", make)
      c.instance("rac_prepareForReuseSignal") { call in
        try call.receiver(as: UITableViewCell.self).rac_prepareForReuseSignal
      }
      c.instance("prepareForReuse") { call in
        try call.receiver(as: UITableViewCell.self).prepareForReuse()
        return nil
      }
    }
    table.define("UITableViewHeaderFooterView", superclass: "UIView") { c in
      let make: NativeMethod = { _ in UITableViewHeaderFooterView() }
      c.initializer("init", make)
      c.classMethod("new") { call in try make(call) }
      c.initializer("initWithFrame:", make)
      c.initializer("initWithReuseIdentifier:", make)
      c.instance("rac_prepareForReuseSignal") { call in
        try call.receiver(as: UITableViewHeaderFooterView.self).rac_prepareForReuseSignal
      }
      c.instance("prepareForReuse") { call in
        try call.receiver(as: UITableViewHeaderFooterView.self).prepareForReuse()
        return nil
      }
    }
    table.define("UICollectionReusableView", superclass: "UIView") { c in
      // `[[UICollectionViewCell alloc] init…]` and `+new` make the class they were sent to.
      let make: NativeMethod = { call in
        let className =
          (call.receiver as? AllocatedObject)?.className ?? (call.receiver as? ClassValue)?.name
          ?? call.receiverClassName
        return className == "UICollectionViewCell" ? UICollectionViewCell() : UICollectionReusableView()
      }
      c.initializer("init", make)
      c.initializer("initWithFrame:", make)
      c.classMethod("new") { call in try make(call) }
      c.instance("rac_prepareForReuseSignal") { call in
        try call.receiver(as: UICollectionReusableView.self).rac_prepareForReuseSignal
      }
      c.instance("prepareForReuse") { call in
        try call.receiver(as: UICollectionReusableView.self).prepareForReuse()
        return nil
      }
    }
    table.define("UICollectionViewCell", superclass: "UICollectionReusableView") { _ in }
  }
}
