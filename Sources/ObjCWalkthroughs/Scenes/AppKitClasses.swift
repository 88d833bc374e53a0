import Foundation
import ObjCInterpreter
import ObjCLibraries
import RAC
import RACWalkthroughKit

/// AppKit as far as RAC 2.5's `NSObject+RACAppKitBindings` and its spec reach: `NSView`,
/// `NSControl`, `NSSlider` and `NSTextField` with Cocoa bindings (`-bind:toObject:withKeyPath:
/// options:`, `-unbind:`, `-infoForBinding:`), the bindings' constants, and, on the Swift core,
/// `-rac_channelToBinding:` (with `--rac-source`, RAC's own category, loaded from the checkout,
/// takes its place). The kit's stand-ins (`RACWalkthroughKit/StandIns/AppKit`) under AppKit's names.
///
/// A user's change of a control has no AppKit API a program can call; it is
/// `[slider simulateUserChangingObjectValue:@0.5]`: the control takes the value and its `value`
/// binding sets it on the model, as a drag of the slider does.
enum AppKitClasses {
  /// The classes defined here, whose unknown selectors list their nearest known ones.
  static let names: Set<String> = ["NSView", "NSControl", "NSSlider", "NSTextField", "RACChannelProxy"]

  static func register(in table: NativeClasses) {
    table.listSelectorsOnUnknownSelector(of: names.sorted())
    registerConstants(in: table)
    registerViews(in: table)
    registerChannelProxy(in: table)
    registerChannelToBinding(in: table)
  }

  /// AppKit's binding names, info keys, options and transformer names (NSKeyValueBinding.h,
  /// NSValueTransformer.h), with AppKit's values, and `NSZeroRect`.
  private static func registerConstants(in table: NativeClasses) {
    for (name, value) in [
      ("NSValueBinding", "value"), ("NSEnabledBinding", "enabled"), ("NSHiddenBinding", "hidden"),
      ("NSObservedObjectKey", "NSObservedObject"), ("NSObservedKeyPathKey", "NSObservedKeyPath"),
      ("NSOptionsKey", "NSOptions"), ("NSNullPlaceholderBindingOption", "NSNullPlaceholder"),
      ("NSContinuouslyUpdatesValueBindingOption", "NSContinuouslyUpdatesValue"),
      ("NSValueTransformerBindingOption", "NSValueTransformer"),
      ("NSValueTransformerNameBindingOption", "NSValueTransformerName"),
      ("NSNegateBooleanTransformerName", "NSNegateBoolean"), ("NSIsNilTransformerName", "NSIsNil"),
      ("NSIsNotNilTransformerName", "NSIsNotNil"),
    ] {
      table.constant(name, value: value)
    }
    table.constant("NSZeroRect", value: ObjCStruct.rect(x: 0, y: 0, width: 0, height: 0))
  }

  private static func registerViews(in table: NativeClasses) {
    table.define("NSResponder", superclass: "NSObject") { _ in }
    table.define("NSView", superclass: "NSResponder") { c in
      func view(_ call: NativeCall) throws -> NSView { try call.receiver(as: NSView.self) }
      // `-init` and `-initWithFrame:` (the frame is not kept) make the stand-in of the class
      // `+alloc` was sent to.
      let make: NativeMethod = { call in
        let className = (call.receiver as? AllocatedObject)?.className ?? call.receiverClassName
        switch className {
        case "NSSlider": return NSSlider()
        case "NSTextField": return NSTextField()
        case "NSControl": return NSControl()
        case "NSView": return NSView()
        default: throw call.fail("[[\(className) alloc] init]: this tool has no stand-in for \(className)")
        }
      }
      c.initializer("init", make)
      c.initializer("initWithFrame:", make)
      c.classMethod("new") { call in try make(call) }
      UIKitClasses.property("hidden", .bool(default: false, getter: "isHidden"), in: &c)
      c.instance("bind:toObject:withKeyPath:options:") { call in
        let binding = try call.string(0)
        guard let observed = try call.object(1) as? any KeyValueObservable else {
          throw call.wrongArgument(1, expected: "an object that posts KVO notifications")
        }
        let keyPath = try call.string(2)
        guard !keyPath.contains(".") else {
          throw call.fail(
            "\(call.methodName): this tool binds to one key of the object, not to the key path '\(keyPath)'")
        }
        try view(call).bind(binding, toObject: observed, withKeyPath: keyPath, options: try options(call, 3))
        return nil
      }
      c.instance("unbind:") { call in
        try view(call).unbind(try call.string(0))
        return nil
      }
      c.instance("infoForBinding:") { call in
        guard let binding = try view(call).infoForBinding(try call.string(0)) else { return nil }
        let info = ObjCDictionary(mutable: false)
        info.set(binding.observedObject, forKey: "NSObservedObject")
        info.set(binding.keyPath, forKey: "NSObservedKeyPath")
        info.set(binding.options.dictionary ?? ObjCDictionary(mutable: false), forKey: "NSOptions")
        return info
      }
    }
    table.define("NSControl", superclass: "NSView") { c in
      UIKitClasses.property("objectValue", .object, in: &c)
      UIKitClasses.property("enabled", .bool(default: true, getter: "isEnabled"), in: &c)
      c.instance("simulateUserChangingObjectValue:") { call in
        try userChange(call, to: try call.object(0))
        return nil
      }
    }
    table.define("NSSlider", superclass: "NSControl") { c in
      c.instance("doubleValue", returns: .double) { call in
        let value = try call.receiver(as: NSSlider.self).value(forKey: "objectValue")
        return CNumber(real: (value as? Double) ?? (value as? NSNumber)?.doubleValue ?? 0)
      }
      c.instance("setDoubleValue:") { call in
        try call.receiver(as: NSSlider.self).setValue(
          try UIKitClasses.scalarArgument(call, "a number").double, forKey: "objectValue")
        return nil
      }
      UIKitClasses.property("minValue", .double(default: 0), in: &c)
      UIKitClasses.property("maxValue", .double(default: 1), in: &c)
    }
    table.define("NSTextField", superclass: "NSControl") { c in
      c.instance("stringValue") { call in
        let value = try call.receiver(as: NSTextField.self).value(forKey: "objectValue")
        return value.map { ObjCEquality.stringValue($0) ?? "\($0)" } ?? ""
      }
      c.instance("setStringValue:") { call in
        try call.receiver(as: NSTextField.self).setValue(try call.object(0), forKey: "objectValue")
        return nil
      }
    }
  }

  /// A user's change: the control takes `value` (no KVO: the control changes its own state), then
  /// its `value` binding, if it has one, sets it on the model through the program's key-value
  /// coding.
  private static func userChange(_ call: NativeCall, to value: Any?) throws {
    let control = try call.receiver(as: NSControl.self)
    control.storeValue(value, forKey: "objectValue")
    guard let binding = control.infoForBinding("value") else { return }
    _ = try call.interpreter.send(
      "setValue:forKey:", to: binding.observedObject, arguments: [value, binding.keyPath], at: call.location)
  }

  /// The options dictionary as the view applies it: `NSNullPlaceholderBindingOption`, and a value
  /// transformer given as an object (`-transformedValue:` sent to it) or by AppKit's name.
  private static func options(_ call: NativeCall, _ index: Int) throws -> CocoaBindingOptions {
    guard let dictionary = try call.optionalObject(index, ObjCDictionary.self, "an NSDictionary of options") else {
      return CocoaBindingOptions()
    }
    var options = CocoaBindingOptions(
      nullPlaceholder: dictionary.value(forKey: "NSNullPlaceholder"), dictionary: dictionary)
    if let transformer = dictionary.value(forKey: "NSValueTransformer") {
      let location = call.location
      options.transform = { [weak interpreter = call.interpreter] value in
        guard let interpreter else { return value }
        return interpreter.guardedEntry {
          try interpreter.send("transformedValue:", to: transformer, arguments: [value], at: location)
        } ?? nil
      }
    } else if let name = dictionary.value(forKey: "NSValueTransformerName").flatMap(ObjCEquality.stringValue) {
      options.transform = try namedTransform(name, call)
    }
    return options
  }

  /// AppKit's named transformers.
  private static func namedTransform(_ name: String, _ call: NativeCall) throws -> (Any?) -> Any? {
    switch name {
    case "NSNegateBoolean": return { value in NSNumber(value: !((value as? NSNumber)?.boolValue ?? false)) }
    case "NSIsNil": return { value in NSNumber(value: value == nil) }
    case "NSIsNotNil": return { value in NSNumber(value: value != nil) }
    default: throw call.fail("\(call.methodName): no value transformer named '\(name)' here")
    }
  }

  /// The Swift core's `RACChannelProxy`, as the program meets it through `-infoForBinding:` (its
  /// `value` set by the spec's key-value coding, as a binding sets it).
  private static func registerChannelProxy(in table: NativeClasses) {
    table.define("RACChannelProxy", superclass: "NSObject") { c in
      UIKitClasses.property("value", .object, in: &c)
      c.instance("channel") { call in try call.receiver(as: RACChannelProxy.self).channel }
      c.instance("target") { call in try call.receiver(as: RACChannelProxy.self).target }
      c.instance("bindingName") { call in try call.receiver(as: RACChannelProxy.self).bindingName }
    }
  }

  /// `-rac_channelToBinding:` and `-rac_channelToBinding:options:` on the Swift core, for the views
  /// that have bindings here.
  private static func registerChannelToBinding(in table: NativeClasses) {
    table.extend("NSObject") { c in
      func channel(_ call: NativeCall, options: CocoaBindingOptions) throws -> RACChannelTerminal {
        guard let view = call.receiver as? NSView else {
          throw call.fail(
            "\(call.methodName) works on AppKit's views here (NSSlider, NSTextField, NSControl, NSView), not on '\(call.receiverClassName) *'"
          )
        }
        return view.rac_channelToBinding(try call.string(0), options: options)
      }
      c.instance("rac_channelToBinding:") { call in try channel(call, options: CocoaBindingOptions()) }
      c.instance("rac_channelToBinding:options:") { call in try channel(call, options: try options(call, 1)) }
    }
  }
}
