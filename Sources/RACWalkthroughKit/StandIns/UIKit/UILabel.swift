/// `UILabel`: what `RAC(self.label, text) = signal` sets. `text` and `textColor` are key-value
/// observable (`RACObserve(label, text)` sees each assignment); nothing is printed, as on a device:
/// a snippet shows a label's text with `NSLog(@"%@", label.text)`.
public final class UILabel: UIView {
  /// An unnamed label, as `[[UILabel alloc] init]` makes.
  public init() { super.init(name: nil) }

  /// `-text`; nil until set.
  public var text: String? {
    get { value(forKey: "text") as? String }
    set { setValue(newValue, forKey: "text") }
  }

  /// `text = 'hi'` when it has one.
  override public var descriptionDetails: [String] { text.map { ["text = '\($0)'"] } ?? [] }
}
