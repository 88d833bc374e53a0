import Foundation
import RAC
import Shared

/// `NSResponder`, the root of AppKit's views: here only the link between `NSObject`'s key-value
/// observing (`KeyValueObservableObject`) and the view stand-ins, so that `isKindOfClass:` and the
/// method look-up see AppKit's own class chain.
open class NSResponder: KeyValueObservableObject {}

/// `NSView`, as far as RAC's AppKit category and its spec touch one: a view made by a program
/// (`[[NSSlider alloc] initWithFrame:NSZeroRect]`, the frame not kept: nothing here lays views out),
/// described as AppKit does, by class and address (`<NSSlider: 0x6000000000c0>`), with the address
/// `ObjectAddress` gives it, the same on every run.
///
/// A view keeps its Cocoa bindings (`CocoaBinding`) and the objects RAC associates with it
/// (`-rac_channelToBinding:`'s proxy: on the Swift core `associate(_:)`, with `--rac-source`
/// `objc_setAssociatedObject`'s storage), and lets them go when it goes, as the runtime frees an
/// object's associated values in its `-dealloc`.
open class NSView: NSResponder, AssociatedStorageHolding {
  /// The runtime's storage of the view's associated values (`AssociatedObjects` alone uses it).
  package var associatedStorage: AnyObject?
  private let bindingsLock = NSLock()
  private var bindings: [String: CocoaBinding] = [:]
  private var associatedObjects: [AnyObject] = []

  /// An unnamed view.
  public init() {
    super.init(objectName: "")
  }

  deinit {
    for binding in bindingsLock.withLock({ bindings.values }) { binding.observation.dispose() }
  }

  /// The key a binding of this name sets on the view (a control's `value` is its `objectValue`).
  open func boundKey(forBinding binding: String) -> String { binding }

  /// `-bind:toObject:withKeyPath:options:`: replaces any binding of that name, observes `keyPath`
  /// of `observedObject` and sets the bound key to its value now and after each change.
  public func bind(
    _ binding: String, toObject observedObject: any KeyValueObservable, withKeyPath keyPath: String,
    options: CocoaBindingOptions
  ) {
    unbind(binding)
    let key = boundKey(forBinding: binding)
    let show: (Any?) -> Void = { [weak self] value in
      let shown = options.transform.map { $0(value) } ?? value
      self?.setValue(shown ?? options.nullPlaceholder, forKey: key)
    }
    let observation = observedObject.addObserver(forKey: keyPath, holding: nil, block: show)
    let made = CocoaBinding(
      name: binding, observedObject: observedObject, keyPath: keyPath, options: options, observation: observation)
    bindingsLock.withLock { bindings[binding] = made }
    show(observedObject.value(forKey: keyPath))
  }

  /// `-unbind:`: ends the binding of that name, if there is one.
  public func unbind(_ binding: String) {
    bindingsLock.withLock { bindings.removeValue(forKey: binding) }?.observation.dispose()
  }

  /// `-infoForBinding:`: the binding of that name, nil if there is none.
  public func infoForBinding(_ binding: String) -> CocoaBinding? {
    bindingsLock.withLock { bindings[binding] }
  }

  /// `objc_setAssociatedObject(view, key, object, OBJC_ASSOCIATION_RETAIN)` with a key of the
  /// object's own address, as `RACChannelProxy` associates itself: the view keeps `object` alive.
  public func associate(_ object: AnyObject) {
    bindingsLock.withLock { associatedObjects.append(object) }
  }

  /// The same with nil: the view lets `object` go.
  public func dissociate(_ object: AnyObject) {
    let removed = bindingsLock.withLock { () -> [AnyObject] in
      let removed = associatedObjects.filter { $0 === object }
      associatedObjects.removeAll { $0 === object }
      return removed
    }
    // Released here, outside the lock: its deinit may come back to this view.
    _ = removed
  }

  /// The class's name as Objective-C spells it (`NSSlider`).
  public var className: String { MethodReplacements.objectiveCName(of: type(of: self)) }

  /// `<NSSlider: 0x…>` in signal names, as `%@` shows the view.
  override public var rac_description: ObjectDescription {
    ObjectDescription(text: "<\(className): \(ObjectAddress.of(self))>")
  }

  /// AppKit's `-description`: class and address.
  override open var description: String { "<\(className): \(ObjectAddress.of(self))>" }
}

/// What a leak analysis follows from a view: each binding's model (`binding value observes`) and
/// the objects associated with it (`associated object`).
extension NSView: CoreReferencing {
  /// The bindings' models by binding name, then the associated objects in the order associated.
  public func appendCoreReferences(to references: inout CoreReferences) {
    let (bound, associated) = bindingsLock.withLock { (bindings, associatedObjects) }
    for (name, binding) in bound.sorted(by: { $0.key < $1.key }) {
      references.add("binding \(name) observes", binding.observedObject)
    }
    for object in associated { references.add("associated object", object) }
  }
}
