/// `UIImageView`: what `RAC(self.imageView, image) = [… deliverOn:RACScheduler.mainThreadScheduler]`
/// sets, the image a snippet loaded in the background. `image` is key-value observable.
public final class UIImageView: UIView {
  /// `-initWithImage:` (nil for `-init`).
  public init(image: Any?) {
    super.init(name: nil)
    if let image { storeValue(image, forKey: "image") }
  }

  /// `-image`; nil until set.
  public var image: Any? {
    get { value(forKey: "image") }
    set { setValue(newValue, forKey: "image") }
  }
}
