import Foundation
import RAC

/// The app objects of post 002's avatar listing ("捕获并且替换 error", 用 FRP 事半功倍的写代码（二）): a
/// contact and its e-mail addresses, the avatar manager whose downloads are scripted, and the cell
/// with its avatar button and `rac_prepareForReuseSignal`. The avatar walkthroughs' Swift
/// translation and their Objective-C scenes use the same objects, so both make the same RAC calls.

/// `FMContactItem`: one of a contact's e-mail addresses.
public final class FMContactItem: CustomStringConvertible {
  /// The address.
  public let email: String

  /// An item for the address `email`.
  public init(email: String) {
    self.email = email
  }

  /// `<FMContactItem address>`.
  public var description: String { "<FMContactItem \(email)>" }
}

/// `FMContact`: a contact with at least one e-mail address.
public final class FMContact {
  /// The contact's addresses, at least one.
  public let contactItems: [FMContactItem]

  /// A contact with these addresses.
  public init(contactItems: [FMContactItem]) {
    self.contactItems = contactItems
  }
}

/// The contact the walkthroughs show: two addresses, of which only the first is ever used.
public func avatarWalkthroughContact() -> FMContact {
  FMContact(contactItems: [FMContactItem(email: "alice@example.com"), FMContactItem(email: "alice@work.example.com")])
}

/// `[FMAvatarManager shareInstance]`, made per run so that each run counts its own attempts: every
/// `rac_asyncGetAvatar:` subscription is one download, answering after 0.5 s on the manager's
/// download queue. The first `failures` attempts for an address fail with NSURLErrorDomain /
/// NSURLErrorTimedOut, later ones succeed.
public final class FMAvatarManager {
  /// The avatar downloads (`rac_asyncGetAvatar:`), if the manager has them.
  public let downloads: ScriptedService?
  /// The server avatars are saved on (`rac_setAvatar:image:`), if the manager has one.
  public let server: ScriptedService?

  /// A manager whose first `failures` downloads of each address fail, answering on a background
  /// scheduler of its own (`FMAvatarManager.download`).
  public convenience init(failures: Int) {
    self.init(
      failures: failures,
      downloadScheduler: RACScheduler.scheduler(withPriority: .default, name: "FMAvatarManager.download"))
  }

  /// A manager whose first `failures` downloads of each address fail, answering on
  /// `downloadScheduler` (nil: the scheduler current when a download is subscribed, or the one a
  /// run on RAC's own source gives the downloads: `SceneSignals.m`).
  public init(failures: Int, downloadScheduler: RACScheduler?) {
    downloads = ScriptedService(name: "rac_asyncGetAvatar:", replyingOn: downloadScheduler) { email, attempt in
      attempt <= failures
        ? .init(after: 0.5, .failure(domain: "NSURLErrorDomain", code: -1001))
        : .init(after: 0.5, .success("<UIImage avatar of \(email)>"))
    }
    server = nil
  }

  /// A manager that saves avatars on `server` (post 000's `rac_setAvatar:image:`).
  public init(server: ScriptedService) {
    downloads = nil
    self.server = server
  }

  /// ColdSignal<UIImage, NSError>: the avatar for `emailAddr`, or a download error.
  public func rac_asyncGetAvatar(_ emailAddr: String) -> RACSignal {
    downloads?.call(emailAddr) ?? RACSignal.error(nil)
  }

  /// The server's reply (a value, then completed) or its error, each request on a background
  /// scheduler of its own (`subscribeOn:`), as network replies arrive on threads of their own.
  public func rac_setAvatar(_ emailAddr: String, image: Any?) -> RACSignal {
    (server?.call(emailAddr) ?? RACSignal.error(nil)).subscribeOn(RACScheduler.scheduler())
      .traced(as: "rac_setAvatar:\(emailAddr)")
  }
}

/// An image the posts pass around; only its name matters (`<UIImage: avatar.png>`).
public final class UIImage: CustomStringConvertible {
  /// The image's file name.
  public let name: String

  /// `+imageNamed:`.
  public init(named name: String) { self.name = name }

  /// `<UIImage: name>`.
  public var description: String { "<UIImage: \(name)>" }
}

/// `UIControlStateNormal`, the only state the post sets an image for.
public enum UIControlState: CustomStringConvertible {
  case normal

  /// `UIControlStateNormal`.
  public var description: String { "UIControlStateNormal" }
}

/// `FMContactCreateAvatarCell`: a table cell with the avatar button, and RAC's
/// `rac_prepareForReuseSignal`, which sends each time the table view is about to reuse the cell.
///
/// RAC builds that signal from `rac_signalForSelector:@selector(prepareForReuse)` (mapped to
/// `RACUnit`), whose subject completes when the cell is deallocated; the stand-in sends the
/// invocation's arguments (an empty `RACTuple`) through a `RACSubject` (made when the signal is
/// first asked for, of RAC's loaded class in a run on RAC's source: `RelayedSubject`) and completes
/// it in `deinit`.
/// `takeUntil:` only cares that something is sent.
public final class FMContactCreateAvatarCell {
  /// The cell's `avatarButton`: setting an image prints it, with the queue it runs on.
  public final class AvatarButton {
    /// `-setImage:forState:`: prints the image and the state.
    public func setImage(_ image: Any?, forState state: UIControlState) {
      DDLogVerbose("avatarButton setImage:%@ forState:%@", image, state)
    }
  }

  /// The button that shows the avatar.
  public let avatarButton = AvatarButton()
  private let lock = NSLock()
  private var invocations: RelayedSubject?

  /// The subject of `prepareForReuse` invocations, if `rac_prepareForReuseSignal` made one.
  public var prepareForReuseInvocations: RelayedSubject? { lock.withLock { invocations } }

  /// Gives the cell its subject of invocations (once: the first one given stays).
  public func setPrepareForReuseInvocations(_ given: RelayedSubject) {
    lock.withLock { if invocations == nil { invocations = given } }
  }

  /// Sends each time the table view is about to reuse the cell; completes when the cell goes.
  public var rac_prepareForReuseSignal: RACSignal {
    if let subject = prepareForReuseInvocations?.subject as? RACSubject { return subject }
    setPrepareForReuseInvocations(RelayedSubject(core: RACSubject().traced(as: "cell -rac_prepareForReuseSignal")))
    return prepareForReuseInvocations?.subject as? RACSubject ?? RACSignal.never()
  }

  /// A cell with its avatar button.
  public init() {}

  /// The table view is about to show the cell for another row.
  public func prepareForReuse() {
    DDLogVerbose("cell prepareForReuse")
    prepareForReuseInvocations?.next(RACTuple())
  }

  deinit {
    prepareForReuseInvocations?.completed()
  }
}

/// `[FMAvatarManager shareInstance]` of the run in progress: a scene installs it (with its number of
/// failing downloads) before the post's code asks for it, and keeps it; the shared slot holds it
/// weakly, so it goes with the run.
extension FMAvatarManager {
  /// The installed instance, held weakly.
  private struct Installed {
    weak var manager: FMAvatarManager?
  }

  private static let installed = LockedState(Installed())

  /// The shared instance the post's code gets; nil until a scene installs one.
  public static var shareInstance: FMAvatarManager? { installed.withLock { $0.manager } }

  /// Makes the run's shared instance, failing the first `failures` downloads of each address.
  public static func installSharedInstance(failures: Int) -> FMAvatarManager {
    install(FMAvatarManager(failures: failures))
  }

  /// Makes the run's shared instance as `installSharedInstance(failures:)` does, its downloads
  /// answering on `downloadScheduler`.
  public static func installSharedInstance(failures: Int, downloadScheduler: RACScheduler?) -> FMAvatarManager {
    install(FMAvatarManager(failures: failures, downloadScheduler: downloadScheduler))
  }

  private static func install(_ manager: FMAvatarManager) -> FMAvatarManager {
    installed.withLock { $0.manager = manager }
    return manager
  }

  /// Makes the run's shared instance, saving avatars on `server`.
  public static func installSharedInstance(server: ScriptedService) -> FMAvatarManager {
    install(FMAvatarManager(server: server))
  }
}
