import Foundation

/// `UIColor`, for the bindings snippets write (`RAC(field, backgroundColor) = [valid map:^{ return
/// ok ? [UIColor clearColor] : [UIColor yellowColor]; }]`): a color is its components, and
/// describes itself as iOS does (`UIExtendedSRGBColorSpace 1 0 0 1`, `UIExtendedGrayColorSpace 0 0`
/// for the gray ones), so `NSLog(@"%@", color)` prints what a device prints.
public final class UIColor: CustomStringConvertible, Equatable {
  /// Red, green, blue and alpha (0…1), or white and alpha for a gray color.
  public let components: [Double]

  /// An RGB color (`+colorWithRed:green:blue:alpha:`).
  public init(red: Double, green: Double, blue: Double, alpha: Double) {
    components = [red, green, blue, alpha]
  }

  /// A gray color (`+colorWithWhite:alpha:`).
  public init(white: Double, alpha: Double) {
    components = [white, alpha]
  }

  /// UIKit's named colors, by their class method's name (`redColor`).
  public static func named(_ name: String) -> UIColor? {
    switch name {
    case "blackColor": return UIColor(white: 0, alpha: 1)
    case "darkGrayColor": return UIColor(white: 1.0 / 3, alpha: 1)
    case "grayColor": return UIColor(white: 0.5, alpha: 1)
    case "lightGrayColor": return UIColor(white: 2.0 / 3, alpha: 1)
    case "whiteColor": return UIColor(white: 1, alpha: 1)
    case "clearColor": return UIColor(white: 0, alpha: 0)
    case "redColor": return UIColor(red: 1, green: 0, blue: 0, alpha: 1)
    case "greenColor": return UIColor(red: 0, green: 1, blue: 0, alpha: 1)
    case "blueColor": return UIColor(red: 0, green: 0, blue: 1, alpha: 1)
    case "yellowColor": return UIColor(red: 1, green: 1, blue: 0, alpha: 1)
    case "orangeColor": return UIColor(red: 1, green: 0.5, blue: 0, alpha: 1)
    case "purpleColor": return UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 1)
    case "cyanColor": return UIColor(red: 0, green: 1, blue: 1, alpha: 1)
    case "magentaColor": return UIColor(red: 1, green: 0, blue: 1, alpha: 1)
    case "brownColor": return UIColor(red: 0.6, green: 0.4, blue: 0.2, alpha: 1)
    default: return nil
    }
  }

  /// The names `named(_:)` knows.
  public static let names = [
    "blackColor", "darkGrayColor", "grayColor", "lightGrayColor", "whiteColor", "clearColor", "redColor",
    "greenColor", "blueColor", "yellowColor", "orangeColor", "purpleColor", "cyanColor", "magentaColor", "brownColor",
  ]

  /// `UIExtendedSRGBColorSpace 1 0 0 1`: the components as `%g` prints them.
  public var description: String {
    let space = components.count == 2 ? "UIExtendedGrayColorSpace" : "UIExtendedSRGBColorSpace"
    return ([space] + components.map { String(format: "%g", $0) }).joined(separator: " ")
  }

  /// Two colors are equal when their components are (`-isEqual:`).
  public static func == (lhs: UIColor, rhs: UIColor) -> Bool { lhs.components == rhs.components }
}
