import RAC

/// `NSControl`: a view that shows one value, `objectValue`, which its `value` binding
/// (`NSValueBinding`) sets; RAC's `-rac_channelToBinding:` binds it
/// (NSObject+RACAppKitBindings.m).
open class NSControl: NSView {
  /// `value` is the control's `objectValue`; any other binding sets the key of its name.
  override open func boundKey(forBinding binding: String) -> String {
    binding == "value" ? "objectValue" : binding
  }
}

/// `NSSlider`: a control whose `objectValue` is a number, 0 at first, from `minValue` 0 to
/// `maxValue` 1, as AppKit's starts.
public final class NSSlider: NSControl {
  /// A slider at 0.
  override public init() {
    super.init()
    storeValue(0.0, forKey: "objectValue")
    storeValue(0.0, forKey: "minValue")
    storeValue(1.0, forKey: "maxValue")
  }

  /// A slider's cell keeps a number: nil sets it to 0, as `-setObjectValue:nil` does.
  override public func setValue(_ value: Any?, forKey key: String) {
    super.setValue(key == "objectValue" ? value ?? 0.0 : value, forKey: key)
  }
}

/// `NSTextField`: a control whose `objectValue` is its text (`stringValue`), empty at first.
public final class NSTextField: NSControl {
  /// An empty field.
  override public init() {
    super.init()
    storeValue("", forKey: "objectValue")
  }
}
