import RAC

/// `UIView`, as far as RAC snippets touch one: its subviews, and the properties a binding sets
/// (`RAC(self.view, hidden) = …`, `alpha`, `backgroundColor`, `tag`), each a key-value observable
/// value with UIKit's default, so `RACObserve(view, hidden)` sees every change made through the
/// setter, as KVO on a device does.
///
/// A view made by a walkthrough's scene has a name (`pwdTextField`), which the trace and its
/// description show; one a snippet makes (`[[UILabel alloc] init]`) has none and describes
/// itself as UIKit does, by class and address (`<UILabel: 0x6000000000c0>`), with the address
/// `ObjectAddress` gives it, the same on every run.
open class UIView: UIResponder {
  /// The name a walkthrough's scene gave the view; nil for one a snippet made.
  public let sceneName: String?
  /// `-subviews`, in the order they were added.
  public private(set) var subviews: [UIView] = []
  /// `-superview` (weak, as UIKit's is unretained).
  public private(set) weak var superview: UIView?

  /// A view called `name` in the trace (a scene's), or an unnamed one (`name` nil).
  public init(name: String?) {
    sceneName = name
    super.init(objectName: name ?? "")
  }

  /// `-hidden` (`isHidden`); NO by default.
  public var hidden: Bool {
    get { value(forKey: "hidden") as? Bool ?? false }
    set { setValue(newValue, forKey: "hidden") }
  }

  /// `-alpha`; 1 by default.
  public var alpha: Double {
    get { value(forKey: "alpha") as? Double ?? 1 }
    set { setValue(newValue, forKey: "alpha") }
  }

  /// `-addSubview:`: moves `view` here from its old superview, on top of the others.
  public func addSubview(_ view: UIView) {
    view.removeFromSuperview()
    subviews.append(view)
    view.superview = self
  }

  /// `-removeFromSuperview`.
  public func removeFromSuperview() {
    superview?.subviews.removeAll { $0 === self }
    superview = nil
  }

  /// The class's name as Objective-C spells it (`UITextField`).
  public var className: String { MethodReplacements.objectiveCName(of: type(of: self)) }

  /// `<UITextField: pwdTextField>` for a scene's view, as the trace names it in signal names; else
  /// UIKit's `<UILabel: 0x…>`.
  override public var rac_description: ObjectDescription {
    ObjectDescription(text: sceneName.map { "<\(className): \($0)>" } ?? "<\(className): \(ObjectAddress.of(self))>")
  }

  /// UIKit's `-description`: class and address, then what the subclass adds (a label's text).
  override open var description: String {
    let details = descriptionDetails.map { "; " + $0 }.joined()
    return sceneName.map { "<\(className): \($0)\(details)>" } ?? "<\(className): \(ObjectAddress.of(self))\(details)>"
  }

  /// What `-description` shows after the address (`text = 'hi'`), UIKit's way.
  open var descriptionDetails: [String] { [] }
}
