import RAC

/// A password field the walkthrough types into: the post's `self.pwdTextField`.
///
/// `rac_textSignal` is built the way RAC 2.5's UITextField category builds it: a new signal on every
/// call, made of the field itself (`+defer:` of `return:self`, holding the field weakly)
/// concatenated with its editing events, mapped to the current text. So a subscriber first gets
/// the text as it is when it subscribes (`""` for an empty field), then every edit. RAC ends the
/// signal with `takeUntil:` the field's `rac_willDeallocSignal`; the stand-in does the same by
/// completing its editing events when it is deallocated, which ends every subscription to it (and
/// releases the subject, which otherwise keeps its subscribers' passthroughs).
public final class UITextField: CustomStringConvertible {
  /// The field's current text.
  public private(set) var text: String = ""
  private let name: String
  private let editingEvents: RACSubject

  /// A field called `name` in the trace (`pwdTextField`).
  public init(name: String) {
    self.name = name
    editingEvents = RACSubject().traced(as: "\(name) UIControlEventAllEditingEvents")
  }

  /// `rac_textSignal`: the current text, then the text after each edit.
  public var rac_textSignal: RACSignal {
    let currentField = RACSignal.createSignal { [weak self] subscriber in
      RACSignal.return(self).subscribe(subscriber)
    }.traced(as: "defer: return \(name)")
    return currentField.concat(editingEvents)
      .map { field in (field as? UITextField)?.text }
      .traced(as: "\(name).rac_textSignal")
  }

  deinit {
    editingEvents.sendCompleted()
  }

  /// `<UITextField pwdTextField text="pass">`, as the trace shows the field when it is a value.
  public var description: String { "<UITextField \(name) text=\"\(text)\">" }

  /// The user types one character.
  public func type(_ character: Character) {
    text.append(character)
    editingEvents.sendNext(self)
  }

  /// The user types each character of `string`, one edit each.
  public func type(_ string: String) {
    for character in string { type(character) }
  }

  /// The user deletes the last character.
  public func deleteBackward() {
    guard !text.isEmpty else { return }
    text.removeLast()
    editingEvents.sendNext(self)
  }
}

/// The post's login button: only `enabled` matters, and every change of it is printed so the
/// walkthrough's output shows the button's state.
public final class UIButton {
  private let name: String

  /// Whether the button can be tapped; each assignment prints `<name>.enabled = YES/NO`.
  public var enabled: Bool = false {
    didSet { WalkthroughConsole.write("\(name).enabled = \(enabled ? "YES" : "NO")") }
  }

  /// A button called `name` in the output.
  public init(name: String) {
    self.name = name
  }
}
