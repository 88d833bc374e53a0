import RAC
import RACWalkthroughKit

/// The demo's `UIColor`s (post 004's view controller uses three), printed by their Objective-C
/// factory names.
enum CreditDemoColor: CustomStringConvertible {
  case lightGray
  case purple
  case red

  var description: String {
    switch self {
    case .lightGray: return "lightGrayColor"
    case .purple: return "purpleColor"
    case .red: return "redColor"
    }
  }
}

/// A `UILabel` stand-in for the demo's `currentCreditLabel` and `isSatisfyLabel`: every assignment to
/// `text` or `textColor` prints `<name>.text = …` / `<name>.textColor = …`, so the output shows what
/// the screen shows and when. (Named apart from UIKit so that it never meets another walkthrough's
/// `UILabel` stand-in in this module.)
final class CreditDemoLabel {
  private let name: String

  var text: String? {
    didSet { NSLog("%@.text = %@", name, text) }
  }

  var textColor: CreditDemoColor {
    didSet { NSLog("%@.textColor = %@", name, textColor.description) }
  }

  /// A label whose getter in the demo sets `textColor` (not printed: it happens before the post's
  /// code runs).
  init(name: String, textColor: CreditDemoColor) {
    self.name = name
    self.textColor = textColor
  }
}

/// The demo's `testButton` ("增加5个积分"). Its taps reach the post's code through RAC: the demo
/// subscribes to `rac_signalForControlEvents:` (only the credit subject is hand-made).
///
/// As RAC 2.5's UIControl category: each touch-up-inside sends the button itself as the value, and
/// the signal completes when the button is deallocated. The events go through a `RACSubject`, as the
/// kit's `UITextField` stand-in does. (Named apart from the kit's `UIButton`, which has no control
/// events.)
final class CreditDemoButton: CustomStringConvertible {
  /// `UIControlEvents`; RAC names the signal with the mask in hex (`UIControlEventTouchUpInside` =
  /// 1 << 6 = 0x40).
  enum ControlEvents: UInt {
    case touchUpInside = 0x40
  }

  private let name: String
  private let touchUpInside: RACSubject

  init(name: String) {
    self.name = name
    touchUpInside = RACSubject().traced(as: "\(name) -rac_signalForControlEvents: 40")
  }

  deinit {
    touchUpInside.sendCompleted()
  }

  /// `-rac_signalForControlEvents:`.
  func rac_signalForControlEvents(_ controlEvents: ControlEvents) -> RACSignal {
    touchUpInside
  }

  /// The user taps the button once.
  func tap() {
    Tracing.note("tap", of: nil, arguments: [("button", name)])
    touchUpInside.sendNext(self)
  }

  /// A scripted user: taps `times` times, one tap per (virtual) second from `start` seconds on, so
  /// the taps come after the post's code has set everything up, in order, identically every run.
  func tap(times: Int, startingAt start: Double = 1, on scheduler: RACScheduler) {
    for index in 0..<max(0, times) {
      scheduler.afterDelay(start + Double(index)) { self.tap() }
    }
  }

  /// `<UIButton testButton>`, as the trace shows the button when it is a value.
  var description: String { "<UIButton \(name)>" }
}
