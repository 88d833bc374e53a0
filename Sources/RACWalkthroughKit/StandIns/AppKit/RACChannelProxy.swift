import RAC

/// `RACChannelProxy` (NSObject+RACAppKitBindings.m, RAC 2.5): the model a view's binding observes
/// for `-rac_channelToBinding:`, its `value` joined to a channel whose leading terminal the reader
/// gets:
/// - the view's binding observes the proxy's `value`, so what the reader sends to the terminal
///   (set on `value` through `RACChannelTo`) shows in the view;
/// - what the view's user changes is set on `value` by the binding, and `RACChannelTo` sends it to
///   the reader; what code sets on the view does not reach the proxy (bindings push only the
///   user's changes);
/// - the view keeps the proxy alive (an associated object) until the channel ends: the view's
///   deallocation (its `rac_deallocDisposable`) completes it, and its end unbinds the view.
///
/// RAC holds the target `unsafe_unretained`; here weakly, which reads the same while the view is
/// alive and nil after (RAC's clean-up looks at it only while the view lives).
public final class RACChannelProxy: KeyValueObservableObject {
  /// `-channel`: the reader's terminal is its `leadingTerminal`.
  public let channel = RACChannel()
  /// `-target`: the bound view.
  public private(set) weak var target: NSView?
  /// `-bindingName`.
  public let bindingName: String

  /// `-initWithTarget:bindingName:options:`.
  public init(target: NSView, bindingName: String, options: CocoaBindingOptions) {
    self.target = target
    self.bindingName = bindingName
    super.init(objectName: "")

    // The clean-up, when the channel terminates: unbind the view and let it drop the proxy.
    let cleanUp: () -> Void = { [weak self] in
      guard let self, let target = self.target else { return }
      self.target = nil
      target.unbind(bindingName)
      target.dissociate(self)
    }
    channel.followingTerminal.subscribeError({ _ in cleanUp() }, completed: cleanUp)

    target.bind(bindingName, toObject: self, withKeyPath: "value", options: options)

    // Alive as long as the view, or until the channel ends.
    target.associate(self)

    target.rac_deallocDisposable.add(
      RACDisposable { [weak self] in self?.channel.followingTerminal.sendCompleted() })

    // `RACChannelTo(self, value, options[NSNullPlaceholderBindingOption]) = followingTerminal`.
    let valueChannel = RACKVOChannel(target: self, keyPath: "value", nilValue: options.nullPlaceholder) {
      object, key, value in
      (object as? KeyValueObservableObject)?.setValue(value, forKey: key)
    }
    valueChannel.setObject(channel.followingTerminal, forKeyedSubscript: "followingTerminal")
  }

  deinit {
    channel.followingTerminal.sendCompleted()
  }

  /// `<RACChannelProxy: 0x…>{ target: <NSSlider: 0x…>, binding: value }`, as RAC describes it.
  override public var description: String {
    "<RACChannelProxy: \(ObjectAddress.of(self))>{ target: \(target.map { "\($0)" } ?? "(null)"), binding: \(bindingName) }"
  }
}

extension NSView {
  /// `-rac_channelToBinding:options:` (NSObject+RACAppKitBindings.m): a channel terminal on one of
  /// the view's bindings, through a `RACChannelProxy` the view keeps.
  public func rac_channelToBinding(_ binding: String, options: CocoaBindingOptions = CocoaBindingOptions())
    -> RACChannelTerminal
  {
    RACChannelProxy(target: self, bindingName: binding, options: options).channel.leadingTerminal
  }
}

/// What a leak analysis follows from the proxy: its channel (RAC's `_channel` ivar).
extension RACChannelProxy: CoreReferencing {
  /// The channel, whose terminals' subscriptions keep the two sides joined.
  public func appendCoreReferences(to references: inout CoreReferences) {
    references.add("_channel", channel)
  }
}
