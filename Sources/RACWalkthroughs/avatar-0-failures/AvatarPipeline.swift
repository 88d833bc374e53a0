import RAC
import RACWalkthroughKit

import typealias Foundation.TimeInterval

/// 用 FRP 事半功倍的写代码（二）, "捕获并且替换 error": the contact page and avatar cell of the four avatar
/// walkthroughs (`avatar-0-failures`, `avatar-2-failures`, `avatar-4-failures`,
/// `avatar-cell-reused`), which differ only in how many downloads fail and when the cell is reused.

/// `FMContactItem`: one of a contact's e-mail addresses.
final class FMContactItem: CustomStringConvertible {
  let email: String

  init(email: String) {
    self.email = email
  }

  var description: String { "<FMContactItem \(email)>" }
}

/// `FMContact`: a contact with at least one e-mail address.
final class FMContact {
  let contactItems: [FMContactItem]

  init(contactItems: [FMContactItem]) {
    self.contactItems = contactItems
  }
}

/// The contact the walkthroughs show: two addresses, of which only the first is ever used.
func avatarWalkthroughContact() -> FMContact {
  FMContact(contactItems: [FMContactItem(email: "alice@example.com"), FMContactItem(email: "alice@work.example.com")])
}

/// `[FMAvatarManager shareInstance]`, made per run so that each run counts its own attempts: every
/// `rac_asyncGetAvatar:` subscription is one download, answering after 0.5 s on the manager's
/// download queue. The first `failures` attempts for an address fail with NSURLErrorDomain /
/// NSURLErrorTimedOut, later ones succeed.
final class FMAvatarManager {
  let downloads: ScriptedService

  init(failures: Int) {
    downloads = ScriptedService(
      name: "rac_asyncGetAvatar:",
      replyingOn: RACScheduler.scheduler(withPriority: .default, name: "FMAvatarManager.download")
    ) { email, attempt in
      attempt <= failures
        ? .init(after: 0.5, .failure(domain: "NSURLErrorDomain", code: -1001))
        : .init(after: 0.5, .success("<UIImage avatar of \(email)>"))
    }
  }

  /// ColdSignal<UIImage, NSError>: the avatar for `emailAddr`, or a download error.
  func rac_asyncGetAvatar(_ emailAddr: String) -> RACSignal {
    downloads.call(emailAddr)
  }
}

/// `UIControlStateNormal`, the only state the post sets an image for.
enum UIControlState: CustomStringConvertible {
  case normal

  var description: String { "UIControlStateNormal" }
}

/// `FMContactCreateAvatarCell`: a table cell with the avatar button, and RAC's
/// `rac_prepareForReuseSignal`, which sends each time the table view is about to reuse the cell.
///
/// RAC builds that signal from `rac_signalForSelector:@selector(prepareForReuse)` (mapped to
/// `RACUnit`), whose subject completes when the cell is deallocated; the stand-in sends the
/// invocation's arguments (an empty `RACTuple`) through a `RACSubject` and completes it in `deinit`.
/// `takeUntil:` only cares that something is sent.
final class FMContactCreateAvatarCell {
  /// The cell's `avatarButton`: setting an image prints it, with the queue it runs on.
  final class AvatarButton {
    func setImage(_ image: Any?, forState state: UIControlState) {
      DDLogVerbose("avatarButton setImage:%@ forState:%@", image, state)
    }
  }

  let avatarButton = AvatarButton()
  private let prepareForReuseInvocations = RACSubject().traced(as: "cell -rac_prepareForReuseSignal")

  var rac_prepareForReuseSignal: RACSignal { prepareForReuseInvocations }

  /// The table view is about to show the cell for another row.
  func prepareForReuse() {
    DDLogVerbose("cell prepareForReuse")
    prepareForReuseInvocations.sendNext(RACTuple())
  }

  deinit {
    prepareForReuseInvocations.sendCompleted()
  }
}

/// The page that creates a contact and shows its avatar in a `FMContactCreateAvatarCell`.
final class ContactCreatePage {
  let contact: FMContact
  let avatarManager: FMAvatarManager

  init(contact: FMContact, avatarManager: FMAvatarManager) {
    self.contact = contact
    self.avatarManager = avatarManager
  }

  // /*
  // ColdSignal<UIImage?, NoError>
  // Completion: download image finished;
  // Error:
  // Scheduler: specified;
  // Multicast: NO;
  // */
  func getAvatarWithContact(_ contact: FMContact) -> RACSignal {
    // RACSignal *addrs = [[contact.contactItems.rac_sequence
    //                      map:^(FMContactItem *contactItem) { return contactItem.email; }]
    //                     signal];//4
    let addrs = contact.contactItems.rac_sequence.map { contactItem in
      (contactItem as? FMContactItem)?.email
    }.signal().traced(as: "addrs")

    // return [[[[addrs take:1]  //5
    //           map:^id(NSString *emailAddr) {
    //               return [[[FMAvatarManager shareInstance] rac_asyncGetAvatar:emailAddr] retry:3];  //6
    //           }]
    //          flatten]
    //         catch:^RACSignal *(NSError *error) {
    //             //7
    //             return [RACSignal return:nil]; //8
    //         }];
    let avatarManager = avatarManager
    return addrs.take(1).map { emailAddr in
      avatarManager.rac_asyncGetAvatar(emailAddr as? String ?? "").retry(3)
    }.flatten().catch { _ in
      RACSignal.return(nil)
    }
  }

  func initPipelineWithCell(_ cell: FMContactCreateAvatarCell) {
    // @weakify(cell);
    // [[[[self getAvatarWithContact:self.contact] //1
    //    deliverOnMainThread]
    //   takeUntil:cell.rac_prepareForReuseSignal]
    //  subscribeNext:^(UIImage *image) {
    //      @strongify(cell);
    //      if (image) { //2
    //          [cell.avatarButton setImage:image forState:UIControlStateNormal];
    //      }
    //  } error:^(NSError *error) {
    //      //3
    //  } completed:^{
    //  }];
    getAvatarWithContact(contact).deliverOnMainThread().takeUntil(cell.rac_prepareForReuseSignal).subscribeNext {
      [weak cell] image in
      if let image {
        cell?.avatarButton.setImage(image, forState: .normal)
      }
    } error: { _ in
    } completed: {
    }
  }
}

/// Runs one avatar walkthrough: the page sets up the cell's pipeline at once; the table view keeps
/// the cell (and the page stays open) until it reuses the cell for another row at `reuseCellAt`.
func runAvatarWalkthrough(_ context: WalkthroughContext, failures: Int, reuseCellAt: TimeInterval) {
  let page = ContactCreatePage(contact: avatarWalkthroughContact(), avatarManager: FMAvatarManager(failures: failures))
  let cell = FMContactCreateAvatarCell()
  page.initPipelineWithCell(cell)
  context.scheduler.afterDelay(reuseCellAt) {
    withExtendedLifetime(page) { cell.prepareForReuse() }
  }
}
