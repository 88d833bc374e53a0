import Foundation
import RAC

extension UIControl {
  /// `-rac_channelForControlEvents:key:nilValue:` (UIControl+RACSignalSupportPrivate.m), the
  /// channel behind the controls' `rac_new…Channel` methods:
  /// - the control's deallocation completes the channel's following terminal;
  /// - each of `controlEvents` (until the following terminal ends) sends the key's value
  ///   (`-rac_liftSelector:` of `valueForKey:`) to the following terminal, which the reader's side,
  ///   the leading terminal, gets;
  /// - what the reader sends to the leading terminal is set on the key (nil as `nilValue`) through
  ///   the lifted `setValue:forKey:`, which notifies KVO but sends no control event.
  ///
  /// - Parameters:
  ///   - controlEvents: the events after which the key's value is read.
  ///   - key: the key (`on`, `value`, `date`, `selectedSegmentIndex`).
  ///   - nilValue: what a nil sent by the reader sets.
  /// - Returns: the channel's leading terminal.
  public func rac_channel(forControlEvents controlEvents: UIControlEvents, key: String, nilValue: Any?)
    -> RACChannelTerminal
  {
    let channel = RACChannel()
    rac_deallocDisposable.add(RACDisposable { channel.followingTerminal.sendCompleted() })

    let eventSignal = rac_signalForControlEvents(controlEvents)
      .mapReplace(key)
      .takeUntil(channel.followingTerminal.ignoreValues().catchTo(RACSignal.empty()))
    _ = rac_liftSelector("valueForKey:", withSignals: [eventSignal]) { target, arguments in
      target.value(forKey: (arguments?[0] as? String) ?? key)
    }
    .subscribe(channel.followingTerminal)

    let valuesSignal: RACSignal = channel.followingTerminal.map { (value: Any?) -> Any? in value ?? nilValue }
    _ = rac_liftSelector("setValue:forKey:", withSignals: [valuesSignal, RACSignal.return(key)]) { target, arguments in
      (target as? KeyValueObservableObject)?.setValue(arguments?[0], forKey: (arguments?[1] as? String) ?? key)
      return nil
    }
    return channel.leadingTerminal
  }
}
