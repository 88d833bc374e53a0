import Foundation
import ObjCInterpreter
import RAC

/// `-[NSUserDefaults rac_channelTerminalForKey:]` (NSUserDefaults+RACSupport.m) on the in-memory
/// defaults (`FoundationUserDefaults`), built from the core's operators in RAC's order:
/// - the defaults' `NSUserDefaultsDidChangeNotification`s (`-rac_addObserverForName:object:`),
///   each mapped to the key's value, after the key's value now (`-startWith:`), without the change
///   the channel itself made (`-filter:` on a flag set by the setter, read on the setter's
///   scheduler), `-distinctUntilChanged`, until the defaults are deallocated, into the channel's
///   leading terminal;
/// - the leading terminal's values, delivered on a new scheduler, set on the key.
/// The following terminal is what the reader gets. RAC's flag is a `__block BOOL` two queues touch;
/// here it is locked.
enum UserDefaultsChannelBridge {
  static func register(in table: NativeClasses) {
    table.extend("NSUserDefaults") { c in
      c.instance("rac_channelTerminalForKey:") { call in
        let defaults = try call.receiver(as: UserDefaultsValue.self)
        let key = try call.string(0)
        let interpreter = call.interpreter
        let center = interpreter.run.locals[DefaultNotificationCenter.self].center
        let channel = RACChannel()
        let scheduler = RACScheduler.scheduler()
        let ignoreNextValue = LockedState(false)

        let notifications = RACSignal.createSignal { [weak defaults] subscriber in
          guard let defaults else { return nil }
          let token = center.addObserver(name: FoundationUserDefaults.didChangeNotification, object: defaults) {
            note in subscriber.sendNext(note)
          }
          return RACDisposable { center.removeObservers(matching: token, name: nil) }
        }
        .setNameWithFormat(
          "-rac_addObserverForName: %@ object: %@", FoundationUserDefaults.didChangeNotification, defaults.description)
        _ =
          notifications
          .map { [weak defaults] _ in defaults?.value(forKey: key) }
          .startWith(defaults.value(forKey: key))
          .filter { _ in
            ignoreNextValue.withLock { ignore in
              guard RACScheduler.currentScheduler === scheduler, ignore else { return true }
              ignore = false
              return false
            }
          }
          .distinctUntilChanged()
          .takeUntil(defaults.rac_willDeallocSignal)
          .subscribe(channel.leadingTerminal)

        channel.leadingTerminal.deliverOn(scheduler).subscribeNext { [weak defaults, weak interpreter] value in
          guard let defaults else { return }
          ignoreNextValue.withLock { $0 = true }
          guard let interpreter else { return }
          interpreter.guardedEntry {
            try FoundationUserDefaults.set(interpreter.fromCore(value), forKey: key, of: defaults, posting: center)
          }
        }
        return channel.followingTerminal
      }
    }
  }
}
