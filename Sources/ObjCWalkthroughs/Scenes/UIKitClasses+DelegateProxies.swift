import Foundation
import ObjCInterpreter
import ObjCLibraries
import RAC
import RACWalkthroughKit

/// RAC 2.5's `RACDelegateProxy` for any protocol, and the views whose categories put one in front
/// of their delegate: `UIActionSheet` (`rac_buttonClickedSignal`), `UIImagePickerController`
/// (`rac_imageSelectedSignal`) and `UITextView` (`rac_textSignal`).
///
/// A message the proxy has no method for is forwarded, as RAC's `-forwardInvocation:` does: to the
/// signal of its selector when `-signalForSelector:` asked for one (the arguments as a tuple,
/// scalars boxed; the message answers nil or 0), else to the proxied delegate when it answers it.
/// The user is scripted with the delegate's own messages (`[sheet.delegate actionSheet:sheet
/// clickedButtonAtIndex:1]`, as RAC's specs do) or with `simulate…` methods (UIKit has none):
/// `-simulateClickOnButtonAtIndex:` of a sheet, `-simulateTyping:` of a text view.
extension UIKitClasses {
  static func registerDelegateProxyForwarding(in table: NativeClasses) {
    table.extend("RACDelegateProxy") { c in
      func proxy(_ call: NativeCall) throws -> RACDelegateProxy { try call.receiver(as: RACDelegateProxy.self) }
      c.initializer("initWithProtocol:") { call in
        guard let protocolValue = call.argument(0) as? ProtocolValue else {
          throw call.wrongArgument(0, expected: "a protocol (@protocol(…))")
        }
        return RACDelegateProxy(protocolName: protocolValue.name)
      }
      c.instance("signalForSelector:") { call in
        try proxy(call).signal(
          forSelector: try call.requiredObject(0, SelectorValue.self, "a selector (@selector(…))").name)
      }
      c.instance("rac_proxiedDelegate") { call in try proxy(call).rac_proxiedDelegate }
      c.instance("setRac_proxiedDelegate:") { call in
        try proxy(call).rac_proxiedDelegate = try call.object(0).map { $0 as AnyObject }
        return nil
      }
      c.instance("respondsToSelector:", returns: .bool) { call in
        let target = try proxy(call)
        let selector = try call.requiredObject(0, SelectorValue.self, "a selector (@selector(…))").name
        if target.handles(selector) { return CNumber.bool(true) }
        if let delegate = target.rac_proxiedDelegate, call.interpreter.responds(delegate, to: selector) {
          return CNumber.bool(true)
        }
        return CNumber.bool(call.interpreter.responds(target, to: selector))
      }
      c.forwarding { call in
        let target = try proxy(call)
        // A view's proxy feeds the stand-in's core operators; a program's, the program (RAC's
        // loaded tuple with `--rac-source`).
        let delivered = try target.deliver(call.selector) { () -> Any? in
          guard !target.isViewsProxy else {
            return RACTuple(objectsFrom: call.arguments.map { CNumber.cast($0).map { Boxing.box($0) } ?? $0 })
          }
          return try call.interpreter.argumentsTuple(call.arguments, at: call.location)
        }
        if delivered { return zeroResult(of: call) }
        guard let delegate = target.rac_proxiedDelegate, call.interpreter.responds(delegate, to: call.selector) else {
          return nil
        }
        return try call.interpreter.send(call.selector, to: delegate, arguments: call.arguments, at: call.location)
      }
    }
  }

  /// What a message the proxy's signal took answers: RAC's forwarding leaves the invocation's
  /// return value zeroed, 0 of the type the protocol declares. The interpreter keeps no
  /// protocol's declarations, so the type is that of a method of the same selector the program's
  /// classes define (the delegate's own, typically); nil when none does.
  private static func zeroResult(of call: NativeCall) -> Any? {
    for name in call.interpreter.classes.keys.sorted() {
      if let type = call.interpreter.classes[name]?.instanceMethods[call.selector]?.returnScalarType {
        return CNumber(integer: 0, type: type)
      }
    }
    return nil
  }

  static func registerViewsWithDelegateProxies(in table: NativeClasses) {
    table.define("UIActionSheet", superclass: "UIView") { c in
      func sheet(_ call: NativeCall) throws -> UIActionSheet { try call.receiver(as: UIActionSheet.self) }
      c.initializer("init") { _ in UIActionSheet() }
      c.classMethod("new") { _ in UIActionSheet() }
      c.initializer("initWithFrame:") { _ in UIActionSheet() }
      registerDelegate(of: { try sheet($0).delegateSlot }, in: &c)
      c.instance("addButtonWithTitle:", returns: .long) { call in
        CNumber.long(try sheet(call).addButton(withTitle: try call.string(0)))
      }
      c.instance("numberOfButtons", returns: .long) { call in CNumber.long(try sheet(call).buttonTitles.count) }
      c.instance("buttonTitleAtIndex:") { call in
        let titles = try sheet(call).buttonTitles
        let index = try call.integer(0)
        return titles.indices.contains(index) ? titles[index] : nil
      }
      c.instance("rac_buttonClickedSignal") { call in try sheet(call).rac_buttonClickedSignal }
      c.instance("simulateClickOnButtonAtIndex:") { call in
        let view = try sheet(call)
        let index = try call.integer(0)
        guard view.buttonTitles.indices.contains(index) else {
          throw call.fail(
            "\(call.methodName): the action sheet has \(view.buttonTitles.count) button(s), numbered from 0; there is no \(index)"
          )
        }
        try tellDelegate(
          view.delegateSlot, "actionSheet:clickedButtonAtIndex:", [view, CNumber.long(index)], call)
        return nil
      }
    }
    table.define("UIImagePickerController", superclass: "UIResponder") { c in
      func picker(_ call: NativeCall) throws -> UIImagePickerController {
        try call.receiver(as: UIImagePickerController.self)
      }
      c.initializer("init") { _ in UIImagePickerController() }
      c.classMethod("new") { _ in UIImagePickerController() }
      registerDelegate(of: { try picker($0).delegateSlot }, in: &c)
      c.instance("rac_imageSelectedSignal") { call in try picker(call).rac_imageSelectedSignal }
    }
    for (name, value) in [
      ("UIImagePickerControllerMediaType", "UIImagePickerControllerMediaType"),
      ("UIImagePickerControllerOriginalImage", "UIImagePickerControllerOriginalImage"),
      ("UIImagePickerControllerEditedImage", "UIImagePickerControllerEditedImage"),
      ("UIImagePickerControllerMediaMetadata", "UIImagePickerControllerMediaMetadata"),
      ("UIImagePickerControllerMediaURL", "UIImagePickerControllerMediaURL"),
    ] {
      table.constant(name, value: value)
    }
    table.define("UITextView", superclass: "UIView") { c in
      func textView(_ call: NativeCall) throws -> UITextView { try call.receiver(as: UITextView.self) }
      c.initializer("init") { _ in UITextView() }
      c.classMethod("new") { _ in UITextView() }
      c.initializer("initWithFrame:") { _ in UITextView() }
      registerDelegate(of: { try textView($0).delegateSlot }, in: &c)
      c.instance("text") { call in try textView(call).text }
      c.instance("setText:") { call in
        try textView(call).text = try call.optionalString(0) ?? ""
        return nil
      }
      c.instance("rac_textSignal") { call in try textView(call).rac_textSignal }
      c.instance("simulateTyping:") { call in
        let view = try textView(call)
        for character in try call.string(0) {
          view.text += String(character)
          try tellDelegate(view.delegateSlot, "textViewDidChange:", [view], call)
        }
        return nil
      }
    }
  }

  /// `-delegate` and `-setDelegate:` of a view whose delegate RAC's proxy may stand in for, and
  /// `-rac_delegateProxy`.
  private static func registerDelegate(
    of slot: @escaping (NativeCall) throws -> DelegateProxySlot, in c: inout NativeClasses.ClassBuilder
  ) {
    c.instance("delegate") { call in try slot(call).delegate }
    c.instance("setDelegate:") { call in
      try slot(call).delegate = try call.object(0).map { $0 as AnyObject }
      return nil
    }
    c.instance("rac_delegateProxy") { call in try slot(call).proxy }
  }

  /// Sends the view's delegate (RAC's proxy, or the reader's own) `selector`, as UIKit tells it of
  /// the user's action, when it answers it.
  private static func tellDelegate(
    _ slot: DelegateProxySlot, _ selector: String, _ arguments: [Any?], _ call: NativeCall
  ) throws {
    guard let delegate = slot.delegate else { return }
    if !(delegate is RACDelegateProxy), !call.interpreter.responds(delegate, to: selector) { return }
    _ = try call.interpreter.send(selector, to: delegate, arguments: arguments, at: call.location)
  }
}
