import Foundation
import RAC

/// `UITextField`: the post's `self.pwdTextField`, and any field a snippet makes
/// (`[[UITextField alloc] init]`).
///
/// `rac_textSignal` is built the way RAC 2.5's UITextField category builds it: a new signal on every
/// call, made of the field itself (`+defer:` of `return:self`, holding the field weakly)
/// concatenated with its editing events, mapped to the current text. So a subscriber first gets
/// the text as it is when it subscribes (`""` for an empty field), then every edit. RAC ends the
/// signal with `takeUntil:` the field's `rac_willDeallocSignal`; the stand-in does the same by
/// completing its editing events when it is deallocated, which ends every subscription to it (and
/// releases the subject, which otherwise keeps its subscribers' passthroughs). The editing events
/// are a `RACSubject` standing for `rac_signalForControlEvents:UIControlEventAllEditingEvents`,
/// made the first time `rac_textSignal` is asked for (`EditingEvents`).
///
/// As on a device, setting `text` from code (`field.text = @"hi"`) is seen by KVO but sends no
/// control event, so `rac_textSignal` does not see it until the code also sends one
/// (`[field sendActionsForControlEvents:UIControlEventEditingChanged]`, what real code does);
/// typing (`type(_:)`, `insertText:` and `deleteBackward` of UIKeyInput, the snippet's
/// `simulateTyping:`) changes the text without KVO and sends `UIControlEventEditingChanged`.
public final class UITextField: UIControl {
  private let eventsLock = NSLock()
  /// Where the field's editing events go once `rac_textSignal` was asked for: the subject that
  /// stands for `rac_signalForControlEvents:UIControlEventAllEditingEvents`, sent the field after
  /// each editing event and completed when the field goes (of RAC's loaded class in a run on RAC's
  /// source, where the field's `rac_textSignal` is the host's Objective-C, `UIKitSignals.m`).
  private var events: RelayedSubject?

  /// A field called `name` in the trace (`pwdTextField`), or an unnamed one.
  override public init(name: String?) {
    super.init(name: name)
    storeValue("", forKey: "text")
  }

  /// An unnamed field, as `[[UITextField alloc] init]` makes.
  public convenience init() { self.init(name: nil) }

  /// The field's current text (`@""` when empty); setting it notifies KVO, not the control's targets.
  public var text: String {
    get { value(forKey: "text") as? String ?? "" }
    set { setValue(newValue, forKey: "text") }
  }

  /// The subject the field's editing events go to, if one was made.
  public var editingEvents: RelayedSubject? { eventsLock.withLock { events } }

  /// Gives the field its editing events' subject (once: a field keeps the first it is given, as
  /// `rac_textSignal` makes one the first time).
  public func setEditingEvents(_ given: RelayedSubject) {
    eventsLock.withLock { if events == nil { events = given } }
  }

  /// The core's subject of editing events, made on first use.
  private var coreEditingEvents: RACSubject {
    if let subject = editingEvents?.subject as? RACSubject { return subject }
    let made = RACSubject()
    let subject = sceneName.map { made.traced(as: "\($0) UIControlEventAllEditingEvents") } ?? made
    setEditingEvents(RelayedSubject(core: subject))
    return editingEvents?.subject as? RACSubject ?? subject
  }

  /// `rac_textSignal`: the current text, then the text after each edit.
  public var rac_textSignal: RACSignal {
    let editingEvents = coreEditingEvents
    let label = sceneName ?? rac_description.text
    let didSubscribe: (any RACSubscriberProtocol) -> RACDisposable? = { [weak self] subscriber in
      RACSignal.return(self).subscribe(subscriber)
    }
    // The block of UIKitSignals.m that makes it on RAC's code, which holds the field weakly.
    if CoreClosures.isRecording {
      CoreClosures.record(ClosureKey(didSubscribe: didSubscribe), named: "block at UIKitSignals.m:35", captures: [])
    }
    let currentField = RACSignal.createSignal(didSubscribe).traced(as: "defer: return \(label)")
    return currentField.concat(editingEvents)
      .map { field in (field as? UITextField)?.text }
      .traced(as: "\(label).rac_textSignal")
  }

  deinit {
    editingEvents?.completed()
  }

  /// `<UITextField pwdTextField text="pass">` for a scene's field, as the trace shows it; UIKit's
  /// `<UITextField: 0x…; text = 'pass'>` for a snippet's.
  override public var description: String {
    if let sceneName { return "<UITextField \(sceneName) text=\"\(text)\">" }
    return super.description
  }

  /// `text = 'pass'`.
  override public var descriptionDetails: [String] { ["text = '\(text)'"] }

  /// The control's targets for `events`, then, for an editing event, `rac_textSignal`'s.
  override public func sendActions(for events: UIControlEvents) {
    super.sendActions(for: events)
    if !events.intersection(.allEditingEvents).isEmpty { editingEvents?.next(self) }
  }

  /// The user types one character: the text changes (without KVO) and the field sends
  /// `UIControlEventEditingChanged`.
  public func type(_ character: Character) {
    storeValue(text + String(character), forKey: "text")
    sendActions(for: .editingChanged)
  }

  /// The user types each character of `string`, one edit each.
  public func type(_ string: String) {
    for character in string { type(character) }
  }

  /// The user deletes the last character (nothing happens in an empty field, as on a device).
  public func deleteBackward() {
    guard !text.isEmpty else { return }
    storeValue(String(text.dropLast()), forKey: "text")
    sendActions(for: .editingChanged)
  }
}

extension UITextField {
  /// `-rac_newTextChannel` (UITextField+RACSignalSupport.m): a channel on `text` after each
  /// editing change, nil setting `@""`.
  public func rac_newTextChannel() -> RACChannelTerminal {
    rac_channel(forControlEvents: .editingChanged, key: "text", nilValue: "")
  }
}

/// What a leak analysis follows from a text field: the subject its editing events go to, which
/// stands for RAC's `rac_signalForControlEvents:` (UIControl+RACSignalSupport.m), whose
/// subscribers the control's `rac_deallocDisposable` keeps until the control goes.
extension UITextField: CoreReferencing {
  /// `rac_signalForControlEvents:'s subscribers`: the editing events' subject, the core's or one
  /// of RAC's loaded classes.
  public func appendCoreReferences(to references: inout CoreReferences) {
    references.add("rac_signalForControlEvents:'s subscribers", editingEvents?.subject)
  }
}
