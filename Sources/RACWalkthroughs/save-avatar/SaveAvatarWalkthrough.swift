import RAC
import RACWalkthroughKit

import class Foundation.NSError

/// 用 FRP 事半功倍的写代码（三）, "保存联系人的头像": save one image as the avatar of every e-mail
/// address of a contact. Each `rac_setAvatar:image:` that fails is caught and turned into a
/// `(nil, error)` tuple, so one failing address does not end the pipeline; `collect` + `+zip:`
/// wait for every address and hand the subscriber one array of tuples, in the addresses' order.
let saveAvatarWalkthrough = Walkthrough(
  name: "save-avatar",
  title: "catch each failure into a tuple, collect, zip: one array of results in the e-mails' order",
  post: "000_3f969950ef28b994.txt"
) { context in
  Post000.SaveAvatarPage.runWalkthrough(context)
}

extension Post000 {
  /// The image the post uploads; only its name matters here.
  final class UIImage: CustomStringConvertible {
    let name: String
    init(named name: String) { self.name = name }
    var description: String { "<UIImage: \(name)>" }
  }

  /// `[FMAvatarManager shareInstance]`, made per run so that every run starts from the same script.
  ///
  /// The post does not show it. Here `rac_setAvatar:image:` asks the simulated avatar server and
  /// performs each request on a background scheduler of its own (`subscribeOn:`), as network
  /// replies arrive on threads of their own: replies due at the same virtual time can then come in
  /// either order, and `explore` tries each.
  final class FMAvatarManager {
    let server: ScriptedService

    init(server: ScriptedService) { self.server = server }

    /// Sends the server's reply (a value, then completed) or its error.
    func rac_setAvatar(_ emailAddr: String, image: UIImage) -> RACSignal {
      server.call(emailAddr).subscribeOn(RACScheduler.scheduler()).traced(as: "rac_setAvatar:\(emailAddr)")
    }
  }

  /// The page that saves the avatar: the post's `self`.
  final class SaveAvatarPage {
    let avatarManager: FMAvatarManager

    init(avatarManager: FMAvatarManager) { self.avatarManager = avatarManager }

    /// The post's `-savaAvatar:withContact:` (sic), statement by statement.
    func savaAvatar(_ image: UIImage, withContact contact: FMContact) -> RACSignal {
      // NSParameterAssert(image != nil);
      // NSParameterAssert(contact.contactItems.count > 0);
      assert(!contact.contactItems.isEmpty)

      // //1
      // RACSignal *addrs = [[contact.contactItems.rac_sequence
      //                      map:^(FMContactItem *contactItem) { return contactItem.email; }]
      //                     signal];
      let addrs = contact.contactItems.rac_sequence.traced(as: "contact.contactItems.rac_sequence").map { contactItem in
        (contactItem as? FMContactItem)?.email
      }.signal().traced(as: "addrs")

      // return [[[[addrs
      //            map:^id(NSString *emailAddr) {
      //                return [[[[FMAvatarManager shareInstance] rac_setAvatar:emailAddr image:image] //2
      //                         map:^id(id value) { return RACTuplePack(value, nil); }]  //4
      //                        catch:^RACSignal *(NSError *error) {
      //                            return [RACSignal return:RACTuplePack(nil, error)];  //3
      //                        }];
      //            }]
      //           collect]  //5
      return addrs.map { emailAddr in
        self.avatarManager.rac_setAvatar(emailAddr as? String ?? "", image: image)
          .map { value in
            RACTuplePack(value, nil)  // rac_setAvatar成功的时候
          }
          .catch { error in
            RACSignal.return(RACTuplePack(nil, error))
          }
      }.collect()
        // flattenMap:^RACStream *(NSArray<RACSignal *> *arrayOfSignal) {
        //     return [[RACSignal zip:arrayOfSignal]  //6
        //             map:^id(RACTuple *tuple) {     //7
        //                 return [tuple allObjects];  //8
        //             }];
        // }]
        .flattenMap { value in
          let arrayOfSignal = (value as? [Any] ?? []).compactMap { $0 as? RACSignal }
          return RACSignal.zip(arrayOfSignal).map { tuple in
            (tuple as? RACTuple)?.allObjects
          }
        }
        // map:^id(NSArray<RACTuple *> *value) { return value; }];  //9
        .map { value in
          value
        }
    }

    /// The avatar server's replies in the walkthrough: the first address answers last, the second
    /// and the fourth at the same moment, two fail.
    static let walkthroughServerScript: @Sendable (String, Int) -> ScriptedService.Reply = { email, _ in
      switch email {
      case "tom@work.example": return .init(after: 0.3, .success("saved"))
      case "tom@home.example": return .init(after: 0.2, .failure(domain: "FMAvatarErrorDomain", code: 404))
      case "tom@old.example": return .init(after: 0.1, .failure(domain: "FMAvatarErrorDomain", code: 500))
      default: return .init(after: 0.2, .success("saved"))
      }
    }

    /// Not in the post: a contact with four addresses, the avatar server, and a subscriber that
    /// prints what it gets.
    static func runWalkthrough(
      _ context: WalkthroughContext,
      serverScript: @escaping @Sendable (String, Int) -> ScriptedService.Reply = walkthroughServerScript
    ) {
      let contact = FMContact(objectName: "contact")
      contact.contactItems = [
        FMContactItem(objectName: "item1", email: "tom@work.example"),
        FMContactItem(objectName: "item2", email: "tom@home.example"),
        FMContactItem(objectName: "item3", email: "tom@old.example"),
        FMContactItem(objectName: "item4", email: "tom@mail.example"),
      ]
      let server = ScriptedService(name: "avatar server", script: serverScript)
      let page = SaveAvatarPage(avatarManager: FMAvatarManager(server: server))
      let emails = contact.contactItems.map { $0.email ?? "" }

      page.savaAvatar(UIImage(named: "avatar.png"), withContact: contact).subscribeNext { value in
        let results = value as? [Any] ?? []
        DDLogVerbose("%@, %lu results", classOf(value), results.count)
        for (index, result) in results.enumerated() {
          // RACTupleUnpack(id value, NSError *error) = result;
          let tuple = result as? RACTuple
          let email = index < emails.count ? emails[index] : "?"
          DDLogVerbose("%@: value = %@, error = %@", email, tuple?[0], tuple?[1])
        }
      } error: { error in
        DDLogVerbose("error: %@", error)
      } completed: {
        DDLogVerbose("completed")
      }
    }
  }
}
