import Foundation
import RAC

/// `UIGestureRecognizer`: its targets and actions, and RAC 2.5's `rac_gestureSignal`
/// (UIGestureRecognizer+RACSignalSupport.m): each subscription adds itself as a target (sending
/// the recognizer as a value per recognition), removes itself when disposed, and completes when the
/// recognizer is deallocated.
///
/// No finger touches a screen here: a snippet recognizes a gesture with
/// `-simulateRecognition` (UIKit has no such method), which sends the actions once, in the order
/// the targets were added, as UIKit does when the gesture ends.
public final class UIGestureRecognizer: KeyValueObservableObject {
  private struct Target {
    let token: Int
    let tag: UIControl.TargetTag?
    let action: (UIGestureRecognizer) -> Void
  }

  private let lock = NSLock()
  private var targets: [Target] = []
  private var nextToken = 0

  /// A recognizer with no targets (`-init`, or `-initWithTarget:action:` before its target is added).
  public init() {
    super.init(objectName: "")
  }

  /// Registers `action` (`tag` says which target and selector, for `-removeTarget:action:`);
  /// returns the token that removes it.
  @discardableResult
  public func addTarget(tag: UIControl.TargetTag?, action: @escaping (UIGestureRecognizer) -> Void) -> Int {
    lock.withLock {
      nextToken += 1
      targets.append(Target(token: nextToken, tag: tag, action: action))
      return nextToken
    }
  }

  /// `-removeTarget:action:`: drops every registration `tag` matches.
  public func removeTargets(tagged tag: UIControl.TargetTag) {
    let removed = lock.withLock { () -> [Target] in
      let gone = targets.filter { tag.matches($0.tag) }
      targets.removeAll { tag.matches($0.tag) }
      return gone
    }
    withExtendedLifetime(removed) {}
  }

  /// Removes the registration `token`.
  public func removeTarget(_ token: Int) {
    let removed = lock.withLock { () -> [Target] in
      let gone = targets.filter { $0.token == token }
      targets.removeAll { $0.token == token }
      return gone
    }
    withExtendedLifetime(removed) {}
  }

  /// The gesture is recognized: each target's action, outside the lock, in the order added.
  public func simulateRecognition() {
    for target in lock.withLock({ targets }) { target.action(self) }
  }

  /// `-rac_gestureSignal`.
  public var rac_gestureSignal: RACSignal {
    RACSignal.createSignal { [weak self] subscriber in
      guard let self else { return nil }
      let token = self.addTarget(tag: nil) { recognizer in subscriber.sendNext(recognizer) }
      self.rac_deallocDisposable.add(RACDisposable { subscriber.sendCompleted() })
      return RACDisposable { [weak self] in self?.removeTarget(token) }
    }
    .setNameWithFormat("%@ -rac_gestureSignal", rac_description)
  }

  /// `<UIGestureRecognizer: 0x…>`, as UIKit describes it.
  override public var description: String { "<UIGestureRecognizer: \(ObjectAddress.of(self))>" }
}
