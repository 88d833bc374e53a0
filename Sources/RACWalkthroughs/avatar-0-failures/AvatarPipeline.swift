import RAC
import RACWalkthroughKit

import typealias Foundation.TimeInterval

/// 用 FRP 事半功倍的写代码（二）, "捕获并且替换 error": the contact page and avatar cell of the four avatar
/// walkthroughs (`avatar-0-failures`, `avatar-2-failures`, `avatar-4-failures`,
/// `avatar-cell-reused`), which differ only in how many downloads fail and when the cell is reused.

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
