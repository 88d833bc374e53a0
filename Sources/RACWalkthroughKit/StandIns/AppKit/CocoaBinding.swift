import RAC

/// What a binding's options dictionary says, as the view applies it (NSKeyValueBinding.h): the
/// value a nil from the model shows (`NSNullPlaceholderBindingOption`), a transformation of each
/// model value (`NSValueTransformerBindingOption`, `NSValueTransformerNameBindingOption`), and the
/// dictionary itself, which `-infoForBinding:` hands back under `NSOptionsKey`.
public struct CocoaBindingOptions {
  /// What a nil from the model shows.
  public var nullPlaceholder: Any?
  /// The value transformer's `-transformedValue:`, applied to each model value first.
  public var transform: ((Any?) -> Any?)?
  /// The options as the program gave them (its `NSDictionary`), or nil.
  public var dictionary: Any?

  /// Options of `nullPlaceholder` and `transform`, given as `dictionary`.
  public init(nullPlaceholder: Any? = nil, transform: ((Any?) -> Any?)? = nil, dictionary: Any? = nil) {
    self.nullPlaceholder = nullPlaceholder
    self.transform = transform
    self.dictionary = dictionary
  }
}

/// One of a view's Cocoa bindings (`-bind:toObject:withKeyPath:options:`): the view observes the
/// model's key with KVO and sets its own key to each value, the model's value at once included, as
/// AppKit's binder does. Only the model's changes come back to the view this way: the view pushes
/// a value to the model when its user changes it (`NSView.userChanged`), never when code sets it,
/// which is why RAC's AppKit spec sets the model by hand after setting the view.
///
/// The binding holds the model strongly, as AppKit's binder does (a view bound to its own
/// window controller keeps it alive until it is unbound).
public struct CocoaBinding {
  /// The binding's name (`NSValueBinding`, `value`).
  public let name: String
  /// The model: what `-infoForBinding:` calls `NSObservedObjectKey`.
  public let observedObject: any KeyValueObservable
  /// The model's key (`NSObservedKeyPathKey`).
  public let keyPath: String
  /// The options it was made with.
  public let options: CocoaBindingOptions
  /// Ends the KVO registration on the model.
  let observation: RACDisposable
}
