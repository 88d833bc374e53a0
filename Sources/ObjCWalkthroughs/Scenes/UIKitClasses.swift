import Foundation
import ObjCInterpreter
import ObjCLibraries
import RAC
import RACWalkthroughKit

/// UIKit as RAC snippets write it: `[[UITextField alloc] init]`, `field.text = @"hi"`, `UILabel`,
/// `UIButton` with `rac_signalForControlEvents:` and `rac_command`, `rac_textSignal`,
/// `UIImageView`, `UIColor`, `UIAlertView` with `rac_buttonClickedSignal`, a view controller's
/// `self.view` — the kit's stand-ins (`RACWalkthroughKit/StandIns/UIKit`) under UIKit's names and
/// selectors, with RAC 2.5's UIKit categories on them.
///
/// A snippet scripts its user with UIKit's own API where UIKit has one: a tap is
/// `[button sendActionsForControlEvents:UIControlEventTouchUpInside]`, an edit from code is
/// `field.text = @"abc"; [field sendActionsForControlEvents:UIControlEventEditingChanged];`, the
/// keyboard is UIKeyInput's `insertText:` and `deleteBackward`. Where UIKit has none, a method
/// named `simulate…` (never UIKit's): `[field simulateTyping:@"abc"]` (one keystroke a character)
/// and `[alert simulateClickOnButtonAtIndex:1]` (the user taps a button of the alert).
///
/// A selector these classes do not have is an error that names the nearest ones they do
/// (`NativeClasses.listSelectorsOnUnknownSelector`), so a reader sees what the stand-ins answer.
/// They are the host's, like the scene's (`SceneClasses`): a walkthrough's scene may define its own
/// `UILabel` or `UIColor` (one that prints each change), as a snippet may define `FMContact`.
enum UIKitClasses {
  /// The classes defined here, whose unknown selectors list their nearest known ones.
  static let names: Set<String> = [
    "UIView", "UIControl", "UITextField", "UIButton", "UILabel", "UIImageView", "UIAlertView", "UIColor",
    "UIViewController", "UIActionSheet", "UIImagePickerController", "UITextView", "RACDelegateProxy",
    "UIBarButtonItem", "UIGestureRecognizer", "UIRefreshControl", "UISwitch", "UISlider", "UIStepper",
    "UIDatePicker", "UISegmentedControl", "UITableViewCell", "UITableViewHeaderFooterView",
    "UICollectionReusableView", "UICollectionViewCell",
  ]

  static func register(in table: NativeClasses) {
    table.listSelectorsOnUnknownSelector(of: names.sorted())
    registerConstants(in: table)
    registerView(in: table)
    registerControl(in: table)
    registerTextField(in: table)
    registerButton(in: table)
    registerLabelAndImageView(in: table)
    registerAlertView(in: table)
    registerDelegateProxy(in: table)
    registerDelegateProxyForwarding(in: table)
    registerViewsWithDelegateProxies(in: table)
    registerValueControls(in: table)
    registerBarButtonItem(in: table)
    registerGestureRecognizer(in: table)
    registerReusableViews(in: table)
    registerColor(in: table)
    registerViewControllerView(in: table)
  }

  /// `UIControlEvent…`, `UIControlState…` and `UIButtonType…`, with UIKit's values.
  private static func registerConstants(in table: NativeClasses) {
    for (name, events) in UIControlEvents.named {
      table.constant(name, value: CNumber(unsigned: UInt64(events.rawValue), type: .unsignedLong))
    }
    for (name, value) in [
      ("UIControlStateNormal", 0), ("UIControlStateHighlighted", 1), ("UIControlStateDisabled", 2),
      ("UIControlStateSelected", 4),
    ] {
      table.constant(name, value: CNumber(unsigned: UInt64(value), type: .unsignedLong))
    }
    for (name, value) in [("UIButtonTypeCustom", 0), ("UIButtonTypeSystem", 1), ("UIButtonTypeRoundedRect", 1)] {
      table.constant(name, value: CNumber(integer: Int64(value), type: .long))
    }
    for name in notificationNames { table.constant(name, value: name) }
  }

  /// UIKit's notification names and their user-info keys that snippets observe through
  /// `-rac_addObserverForName:object:` (`UIKeyboardWillShowNotification`): each string is its own
  /// name, as the SDK defines them. Only the program posts them; nothing in the run is a keyboard.
  static let notificationNames = [
    "UIKeyboardWillShowNotification", "UIKeyboardDidShowNotification", "UIKeyboardWillHideNotification",
    "UIKeyboardDidHideNotification", "UIKeyboardWillChangeFrameNotification", "UIKeyboardDidChangeFrameNotification",
    "UIKeyboardFrameBeginUserInfoKey", "UIKeyboardFrameEndUserInfoKey", "UIKeyboardAnimationDurationUserInfoKey",
    "UIKeyboardAnimationCurveUserInfoKey", "UIApplicationDidBecomeActiveNotification",
    "UIApplicationWillResignActiveNotification", "UIApplicationDidEnterBackgroundNotification",
    "UIApplicationWillEnterForegroundNotification", "UIApplicationWillTerminateNotification",
    "UIApplicationDidReceiveMemoryWarningNotification", "UITextFieldTextDidBeginEditingNotification",
    "UITextFieldTextDidChangeNotification", "UITextFieldTextDidEndEditingNotification",
    "UITextViewTextDidBeginEditingNotification", "UITextViewTextDidChangeNotification",
    "UITextViewTextDidEndEditingNotification", "UIDeviceOrientationDidChangeNotification",
  ]

  /// A key-value observable property of a view (or a bar item, a gesture recognizer) kept by the stand-in (`hidden`, `text`): its getter
  /// (and UIKit's `is…` getter for a `BOOL` declared so), and its setter, which notifies KVO.
  enum PropertyKind {
    case object
    case bool(default: Bool, getter: String?)
    case double(default: Double)
    case integer
  }

  /// A scalar setter's argument: a C number, or an `NSNumber`, which KVC unboxes for a scalar
  /// property (`RAC(button, enabled) = [… map:^{ return @(ok); }]` sets `enabled` through it).
  static func scalarArgument(_ call: NativeCall, _ expected: String) throws -> CNumber {
    if let number = CNumber.cast(call.argument(0)) { return number }
    if let boxed = call.argument(0) as? NSNumber { return CNumber(real: boxed.doubleValue) }
    throw call.wrongArgument(0, expected: expected)
  }

  static func property(_ name: String, _ kind: PropertyKind, in c: inout NativeClasses.ClassBuilder) {
    func view(_ call: NativeCall) throws -> KeyValueObservableObject {
      try call.receiver(as: KeyValueObservableObject.self)
    }
    let setter = "set" + name.prefix(1).uppercased() + name.dropFirst() + ":"
    switch kind {
    case .object:
      c.instance(name) { call in try view(call).value(forKey: name) }
      c.instance(setter) { call in
        try view(call).setValue(try call.object(0), forKey: name)
        return nil
      }
    case .bool(let initial, let getter):
      let get: NativeMethod = { call in CNumber.bool(try view(call).value(forKey: name) as? Bool ?? initial) }
      c.instance(name, returns: .bool, get)
      if let getter {
        c.instance(getter, returns: .bool, get)
        c.property(name, getter: getter)
      }
      c.instance(setter) { call in
        try view(call).setValue(try scalarArgument(call, "a BOOL").isTrue, forKey: name)
        return nil
      }
    case .double(let initial):
      c.instance(name, returns: .double) { call in
        CNumber(real: try view(call).value(forKey: name) as? Double ?? initial)
      }
      c.instance(setter) { call in
        try view(call).setValue(try scalarArgument(call, "a number").double, forKey: name)
        return nil
      }
    case .integer:
      c.instance(name, returns: .long) { call in
        CNumber(integer: Int64(try view(call).value(forKey: name) as? Int ?? 0), type: .long)
      }
      c.instance(setter) { call in
        try view(call).setValue(try scalarArgument(call, "an integer").int, forKey: name)
        return nil
      }
    }
  }

  private static func registerView(in table: NativeClasses) {
    table.define("UIView", superclass: "UIResponder") { c in
      func view(_ call: NativeCall) throws -> UIView { try call.receiver(as: UIView.self) }
      // `-init` and `-initWithFrame:` (the frame is not kept: nothing here lays views out) make the
      // stand-in of the class `+alloc` was sent to.
      let make: NativeMethod = { call in
        let className = (call.receiver as? AllocatedObject)?.className ?? call.receiverClassName
        switch className {
        case "UITextField": return UITextField()
        case "UIButton": return UIButton()
        case "UILabel": return UILabel()
        case "UIImageView": return UIImageView(image: nil)
        case "UIControl": return UIControl(name: nil)
        case "UIView": return UIView(name: nil)
        default: throw call.fail("[[\(className) alloc] init]: this tool has no stand-in for \(className)")
        }
      }
      c.initializer("init", make)
      c.initializer("initWithFrame:", make)
      c.classMethod("new") { call in try make(call) }
      property("hidden", .bool(default: false, getter: "isHidden"), in: &c)
      property("userInteractionEnabled", .bool(default: true, getter: "isUserInteractionEnabled"), in: &c)
      property("alpha", .double(default: 1), in: &c)
      property("tag", .integer, in: &c)
      property("backgroundColor", .object, in: &c)
      c.instance("subviews") { call in ObjCArray(try view(call).subviews, mutable: false) }
      c.instance("superview") { call in try view(call).superview }
      c.instance("addSubview:") { call in
        try view(call).addSubview(try call.requiredObject(0, UIView.self, "a UIView"))
        return nil
      }
      c.instance("removeFromSuperview") { call in
        try view(call).removeFromSuperview()
        return nil
      }
    }
  }

  private static func registerControl(in table: NativeClasses) {
    table.define("UIControl", superclass: "UIView") { c in
      func control(_ call: NativeCall) throws -> UIControl { try call.receiver(as: UIControl.self) }
      func events(_ call: NativeCall, _ index: Int) throws -> UIControlEvents {
        guard let number = CNumber.cast(call.argument(index)), !number.isFloatingPoint else {
          throw call.wrongArgument(index, expected: "UIControlEvents")
        }
        return UIControlEvents(rawValue: UInt(truncatingIfNeeded: number.int64))
      }
      property("enabled", .bool(default: true, getter: "isEnabled"), in: &c)
      property("selected", .bool(default: false, getter: "isSelected"), in: &c)
      property("highlighted", .bool(default: false, getter: "isHighlighted"), in: &c)
      c.instance("addTarget:action:forControlEvents:") { call in
        let action = try call.requiredObject(1, SelectorValue.self, "a selector (@selector(…))")
        let target = try call.object(0)
        let mask = try events(call, 2)
        let interpreter = call.interpreter
        let location = call.location
        // UIKit keeps its targets unretained; the control must not keep the run's interpreter either.
        let targetObject = target.map { $0 as AnyObject }
        let arity = action.name.filter { $0 == ":" }.count
        try control(call).addTarget(for: mask, tag: targetTag(target, action)) {
          [weak targetObject, weak interpreter] sender in
          guard let receiver = targetObject, let interpreter else { return }
          _ = interpreter.guardedEntry {
            try interpreter.send(
              action.name, to: receiver, arguments: Array([sender, nil].prefix(arity)), at: location)
          }
        }
        return nil
      }
      c.instance("removeTarget:action:forControlEvents:") { call in
        let action = try call.optionalObject(1, SelectorValue.self, "a selector (@selector(…))")
        try control(call).removeTargets(tagged: targetTag(try call.object(0), action), for: try events(call, 2))
        return nil
      }
      c.instance("sendActionsForControlEvents:") { call in
        try control(call).sendActions(for: try events(call, 0))
        return nil
      }
      c.instance("rac_signalForControlEvents:") { call in
        try control(call).rac_signalForControlEvents(try events(call, 0))
      }
    }
  }

  /// What `removeTarget:action:forControlEvents:` matches: the target by identity, the action by name
  /// (nil for either matches any, as UIKit's nil does).
  static func targetTag(_ target: Any?, _ action: SelectorValue?) -> UIControl.TargetTag {
    UIControl.TargetTag(
      target: target.flatMap { type(of: $0) is AnyClass ? ObjectIdentifier($0 as AnyObject) : nil },
      action: action?.name)
  }

  private static func registerTextField(in table: NativeClasses) {
    table.define("UITextField", superclass: "UIControl") { c in
      func field(_ call: NativeCall) throws -> UITextField { try call.receiver(as: UITextField.self) }
      c.instance("text") { call in try field(call).text }
      c.instance("setText:") { call in
        try field(call).text = try call.optionalString(0) ?? ""
        return nil
      }
      property("placeholder", .object, in: &c)
      property("textColor", .object, in: &c)
      property("secureTextEntry", .bool(default: false, getter: "isSecureTextEntry"), in: &c)
      c.instance("hasText", returns: .bool) { call in CNumber.bool(!(try field(call).text.isEmpty)) }
      c.instance("rac_textSignal") { call in try field(call).rac_textSignal }
      c.instance("rac_newTextChannel") { call in try field(call).rac_newTextChannel() }
      // Each edit the user makes sends `UIControlEventEditingChanged`, then posts
      // `UITextFieldTextDidChangeNotification` from the field, as UIKit does while the user types.
      func typing(_ text: String, _ call: NativeCall) throws -> Any? {
        let typed = try field(call)
        for character in text {
          typed.type(character)
          try FoundationNotifications.post("UITextFieldTextDidChangeNotification", object: typed, in: call.interpreter)
        }
        return nil
      }
      c.instance("insertText:") { call in try typing(try call.string(0), call) }
      c.instance("simulateTyping:") { call in try typing(try call.string(0), call) }
      c.instance("deleteBackward") { call in
        let typed = try field(call)
        guard !typed.text.isEmpty else { return nil }
        typed.deleteBackward()
        try FoundationNotifications.post("UITextFieldTextDidChangeNotification", object: typed, in: call.interpreter)
        return nil
      }
    }
  }

  private static func registerButton(in table: NativeClasses) {
    table.define("UIButton", superclass: "UIControl") { c in
      func button(_ call: NativeCall) throws -> UIButton { try call.receiver(as: UIButton.self) }
      c.classMethod("buttonWithType:") { _ in UIButton() }
      c.instance("setTitle:forState:") { call in
        try button(call).setTitle(try call.optionalString(0), forState: UInt(try call.count(1)))
        return nil
      }
      c.instance("titleForState:") { call in try button(call).title(forState: UInt(try call.count(0))) }
      c.instance("currentTitle") { call in try button(call).title(forState: 0) }
      c.instance("rac_command") { call in try button(call).rac_command }
      c.instance("setRac_command:") { call in
        try button(call).setRac_command(try call.optionalObject(0, RACCommand.self, "a RACCommand"))
        return nil
      }
    }
  }

  private static func registerLabelAndImageView(in table: NativeClasses) {
    table.define("UILabel", superclass: "UIView") { c in
      c.instance("text") { call in try call.receiver(as: UILabel.self).text }
      c.instance("setText:") { call in
        try call.receiver(as: UILabel.self).text = try call.optionalString(0)
        return nil
      }
      property("textColor", .object, in: &c)
      property("numberOfLines", .integer, in: &c)
    }
    table.define("UIImageView", superclass: "UIView") { c in
      c.initializer("initWithImage:") { call in UIImageView(image: try call.object(0)) }
      property("image", .object, in: &c)
    }
  }

  private static func registerAlertView(in table: NativeClasses) {
    table.define("UIAlertView", superclass: "UIView") { c in
      func alert(_ call: NativeCall) throws -> UIAlertView { try call.receiver(as: UIAlertView.self) }
      c.initializer("initWithTitle:message:delegate:cancelButtonTitle:otherButtonTitles:") { call in
        // The other titles are a nil-terminated list: the fifth argument and the ones after it.
        var others: [String] = []
        for index in 4..<max(4, call.arguments.count) {
          guard let value = call.argument(index) else { break }
          guard let title = ObjCEquality.stringValue(value) else {
            throw call.wrongArgument(index, expected: "an NSString")
          }
          others.append(title)
        }
        let made = UIAlertView(
          title: try call.optionalString(0), message: try call.optionalString(1),
          cancelButtonTitle: try call.optionalString(3), otherButtonTitles: others)
        made.delegate = try call.object(2).map { $0 as AnyObject }
        return made
      }
      c.initializer("initWithFrame:") { _ in
        UIAlertView(title: nil, message: nil, cancelButtonTitle: nil, otherButtonTitles: [])
      }
      c.initializer("init") { _ in UIAlertView(title: nil, message: nil, cancelButtonTitle: nil, otherButtonTitles: [])
      }
      c.instance("title") { call in try alert(call).title }
      c.instance("message") { call in try alert(call).message }
      // RAC's delegate proxy once one of the alert's signals was asked for (`RACUseDelegateProxy`).
      c.instance("delegate") { call in
        let view = try alert(call)
        return view.usesDelegateProxy ? view.delegateProxy : view.delegate
      }
      c.instance("rac_delegateProxy") { call in try alert(call).delegateProxy }
      c.instance("setDelegate:") { call in
        try alert(call).delegate = try call.object(0).map { $0 as AnyObject }
        return nil
      }
      c.instance("cancelButtonIndex", returns: .long) { call in
        CNumber(integer: Int64(try alert(call).cancelButtonIndex), type: .long)
      }
      c.instance("numberOfButtons", returns: .long) { call in
        CNumber(integer: Int64(try alert(call).buttonTitles.count), type: .long)
      }
      c.instance("buttonTitleAtIndex:") { call in
        let titles = try alert(call).buttonTitles
        let index = try call.integer(0)
        return titles.indices.contains(index) ? titles[index] : nil
      }
      c.instance("addButtonWithTitle:", returns: .long) { call in
        CNumber(integer: Int64(try alert(call).addButton(withTitle: try call.string(0))), type: .long)
      }
      c.instance("visible", returns: .bool) { call in CNumber.bool(try alert(call).visible) }
      c.instance("isVisible", returns: .bool) { call in CNumber.bool(try alert(call).visible) }
      c.property("visible", getter: "isVisible")
      c.instance("show") { call in
        try alert(call).show()
        return nil
      }
      c.instance("rac_buttonClickedSignal") { call in try alert(call).rac_buttonClickedSignal }
      // RAC's delegate proxy's `-signalForSelector:` (the run-time machinery, the host's on RAC's
      // source too), for RACSource/UIKitSignals.m's alert signals.
      c.instance("walkthroughSignalForDelegateSelector:") { call in
        let name = try call.string(0)
        guard let selector = UIAlertView.DelegateSelector(rawValue: name) else {
          throw call.fail(
            "\(call.methodName): RAC's alert signals use alertView:clickedButtonAtIndex: or alertView:willDismissWithButtonIndex:, not \(name)"
          )
        }
        return try alert(call).signal(forDelegateSelector: selector)
      }
      c.instance("rac_willDismissSignal") { call in try alert(call).rac_willDismissSignal }
      c.instance("dismissWithClickedButtonIndex:animated:") { call in
        let view = try alert(call)
        let index = try call.integer(0)
        try tellDelegate(of: view, .willDismiss, index, call)
        view.dismiss(withClickedButtonIndex: index)
        try tellDelegate(of: view, nil, index, call)
        return nil
      }
      c.instance("simulateClickOnButtonAtIndex:") { call in
        let view = try alert(call)
        let index = try call.integer(0)
        guard view.buttonTitles.indices.contains(index) else {
          throw call.fail(
            "\(call.methodName): the alert has \(view.buttonTitles.count) button(s), numbered from 0; there is no \(index)"
          )
        }
        try tellDelegate(of: view, .clicked, index, call)
        try tellDelegate(of: view, .willDismiss, index, call)
        view.simulateClick(buttonAt: index)
        try tellDelegate(of: view, nil, index, call)
        return nil
      }
    }
  }

  /// `RACDelegateProxy` of an alert: a delegate method sent to it goes to RAC's signal of that
  /// selector, or on to the alert's own delegate.
  private static func registerDelegateProxy(in table: NativeClasses) {
    table.define("RACDelegateProxy", superclass: "NSObject") { c in
      func deliver(_ call: NativeCall, _ selector: UIAlertView.DelegateSelector?) throws -> Any? {
        let proxy = try call.receiver(as: RACDelegateProxy.self)
        let index = try call.integer(1)
        if let selector, proxy.received(selector, index: index) { return nil }
        guard let view = proxy.alert else { return nil }
        try tellDelegate(of: view, selector, index, call)
        return nil
      }
      c.instance("alertView:clickedButtonAtIndex:") { call in try deliver(call, .clicked) }
      c.instance("alertView:willDismissWithButtonIndex:") { call in try deliver(call, .willDismiss) }
      c.instance("alertView:didDismissWithButtonIndex:") { call in try deliver(call, nil) }
    }
  }

  /// Sends the alert's own delegate `selector` (nil: `alertView:didDismissWithButtonIndex:`) when it
  /// implements it and RAC's proxy does not handle it.
  private static func tellDelegate(
    of alert: UIAlertView, _ selector: UIAlertView.DelegateSelector?, _ index: Int, _ call: NativeCall
  ) throws {
    if let selector, alert.handledByRAC(selector) { return }
    let name = selector?.rawValue ?? "alertView:didDismissWithButtonIndex:"
    guard let delegate = alert.delegate, call.interpreter.responds(delegate, to: name) else { return }
    _ = try call.interpreter.send(
      name, to: delegate, arguments: [alert, CNumber(integer: Int64(index), type: .long)], at: call.location)
  }

  private static func registerColor(in table: NativeClasses) {
    table.define("UIColor", superclass: "NSObject") { c in
      for name in UIColor.names {
        c.classMethod(name) { _ in UIColor.named(name) }
      }
      c.classMethod("colorWithRed:green:blue:alpha:") { call in
        UIColor(red: try call.double(0), green: try call.double(1), blue: try call.double(2), alpha: try call.double(3))
      }
      c.classMethod("colorWithWhite:alpha:") { call in UIColor(white: try call.double(0), alpha: try call.double(1)) }
      c.instance("isEqual:", returns: .bool) { call in
        CNumber.bool((call.argument(0) as? UIColor).map { $0 == (call.receiver as? UIColor) } ?? false)
      }
    }
  }

  /// `UIViewController`'s `view`: a plain `UIView` made on first use and kept with the controller
  /// (UIKit would also run `-loadView` and `-viewDidLoad` then; here the entry point runs the
  /// lifecycle, `EntryPoint`), and `setView:`.
  private static func registerViewControllerView(in table: NativeClasses) {
    table.extend("UIViewController") { c in
      c.instance("view") { call in
        guard type(of: call.receiver) is AnyClass else { return nil }
        let controller = call.receiver as AnyObject
        if let view = call.interpreter.associatedValue(of: controller, named: "UIViewController.view") { return view }
        let view = UIView(name: nil)
        call.interpreter.setAssociatedValue(view, of: controller, named: "UIViewController.view")
        return view
      }
      c.instance("setView:") { call in
        guard type(of: call.receiver) is AnyClass else { return nil }
        call.interpreter.setAssociatedValue(
          try call.optionalObject(0, UIView.self, "a UIView"), of: call.receiver as AnyObject,
          named: "UIViewController.view")
        return nil
      }
      c.instance("isViewLoaded", returns: .bool) { call in
        guard type(of: call.receiver) is AnyClass else { return CNumber.bool(false) }
        let view = call.interpreter.associatedValue(of: call.receiver as AnyObject, named: "UIViewController.view")
        return CNumber.bool(view != nil)
      }
    }
  }
}
