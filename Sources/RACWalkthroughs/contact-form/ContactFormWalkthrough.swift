import RAC
import RACWalkthroughKit

import class Foundation.NSNumber

/// 用 FRP 事半功倍的写代码（三）, "表单页面": the contact editing page, whose Save button may be tapped
/// only while at least one field has a value. Every field of the model is observed with
/// `RACObserve`; the rows that can be added and removed (e-mails, custom fields) are followed by
/// `flattenMap:` over the rows' own observations, `collect`ed and `+combineLatest:`ed; all the
/// "is empty" signals are combined, `distinctUntilChanged`, `deliverOnMainThread`, and `not`ted
/// into the button.
///
/// A scripted user edits the form, one change per virtual second (edit 15 in the same second as
/// edit 14); each change is printed (`edit 3: …`), and so is every assignment to the button
/// (`saveButton.enabled = …`).
///
/// Variants (see NOTES.md): `post-self-capture`, the blocks hold the page strongly, as the post's
/// `RACObserve(item, email)` does inside its blocks (the macro's hidden `self`); `switchToLatest`,
/// the rows are followed with `map:` + `switchToLatest` instead of `flattenMap:`.
let contactFormWalkthrough = Walkthrough(
  name: "contact-form",
  title: "the Save button follows every field: RACObserve, distinctUntilChanged, combineLatest, not",
  post: "000_3f969950ef28b994.txt",
  leaksByDesign: [
    "post-self-capture":
      "the post's RACObserve(item, email) inside the blocks keeps self strongly, and self keeps the blocks: a cycle"
  ]
) { context in
  Post000.FMContactEditViewController.runWalkthrough(context)
}

extension Post000 {
  /// The editing view that owns the pipeline: the post's `self` in `-initPipline`. It is an
  /// observable object because it is the observer of every `RACObserve` it makes (the macro passes
  /// `observer:self`): its deallocation ends them.
  final class FMContactEditView: KeyValueObservableObject {
    let contact: FMContact
    /// YES while no field has a value.
    var contactHasNoPros: RACSignal?
    /// The post's blocks that use `RACObserve` without `@strongify` hold `self` strongly.
    private let capturesSelfStrongly: Bool
    /// The rows' signals are switched (`map:` + `switchToLatest`) instead of merged (`flattenMap:`).
    private let switchesToLatestRows: Bool

    init(contact: FMContact, variant: String?) {
      self.contact = contact
      capturesSelfStrongly = variant == "post-self-capture"
      switchesToLatestRows = variant == "switchToLatest"
      super.init(objectName: "contactEditView")
    }

    /// `[signal flattenMap:block]` as the post writes it, or, in the `switchToLatest` variant,
    /// `[[signal map:block] switchToLatest]`, which follows only the latest rows.
    private func followRows(_ signal: RACSignal, _ block: @escaping (Any?) -> RACSignal) -> RACSignal {
      switchesToLatestRows ? signal.map(block).switchToLatest() : signal.flattenMap(block)
    }

    /// The `self` that the post's `RACObserve` inside a block uses: strongly held in the
    /// `post-self-capture` variant, weakly otherwise.
    private func observerForBlocks() -> () -> FMContactEditView? {
      if capturesSelfStrongly { return { self } }
      return { [weak self] in self }
    }

    func initPipline() {
      // @weakify(self);
      let observer = observerForBlocks()

      // //1
      // RACSignal *emailsIsNil = [[RACObserve(self.contact, contactItems) //2
      //     flattenMap:^id(NSMutableArray *items) {
      let emailsIsNil = followRows(RACObserve(contact, "contactItems", observer: self)) { value in
        let items = value as? [FMContactItem] ?? []
        // if (items.count == 0) { return [RACSignal return:[NSNumber numberWithBool:YES]]; }  //3
        if items.count == 0 {
          return RACSignal.return(NSNumber(value: true))
        }

        // //4
        // return [[[items.rac_sequence.signal
        //     map:^id(FMContactItem *item) {
        //         return [[RACObserve(item, email)  //5
        //                  distinctUntilChanged]    //6
        //                 map:^id(NSString *email) {
        //                     return [NSNumber numberWithBool:(email.length == 0)];  //7
        //                 }];
        //     }]
        //    collect]  //8
        return items.rac_sequence.traced(as: "items.rac_sequence").signal().map { item in
          guard let item = item as? FMContactItem else { return RACSignal.empty() }
          return RACObserve(item, "email", observer: observer()).distinctUntilChanged().map { email in
            NSNumber(value: ((email as? String) ?? "").isEmpty)
          }
        }.collect()
          // flattenMap:^id(NSArray *arrayOfBoolSignal) {
          //     return [[[RACSignal combineLatest:arrayOfBoolSignal]  //9
          //              map:^id(RACTuple *tuple) {
          //                  //10
          //                  BOOL b = YES;
          //                  for (NSUInteger i = 0; i < tuple.count; i++) {
          //                      NSNumber *n = [tuple objectAtIndex:i];
          //                      b = b && n.boolValue;
          //                  }
          //                  return [NSNumber numberWithBool:b];
          //              }]
          //             distinctUntilChanged];  //11
          // }];
          .flattenMap { arrayOfBoolSignal in
            let signals = (arrayOfBoolSignal as? [Any] ?? []).compactMap { $0 as? RACSignal }
            return RACSignal.combineLatest(signals).map { tuple in
              var b = true
              let tuple = tuple as? RACTuple
              for i in 0..<(tuple?.count ?? 0) {
                let n = tuple?.object(at: i) as? NSNumber
                b = b && (n?.boolValue ?? false)
              }
              return NSNumber(value: b)
            }.distinctUntilChanged()
          }
      }.distinctUntilChanged()  //11
        .traced(as: "emailsIsNil")

      // //12
      // RACSignal *phonesIsNil = [[RACObserve(self.contact, telephone)
      //     map:^id(NSMutableArray *phones) {
      //         if (phones.count == 0) { return [NSNumber numberWithBool:YES]; }
      //         for (NSString *phone in phones) {
      //             if (phone.length > 0) { return [NSNumber numberWithBool:NO]; }
      //         }
      //         return [NSNumber numberWithBool:YES];
      //     }]
      //    distinctUntilChanged];
      let phonesIsNil = RACObserve(contact, "telephone", observer: self).map { value in
        let phones = value as? [String] ?? []
        if phones.count == 0 {
          return NSNumber(value: true)
        }
        for phone in phones where !phone.isEmpty {
          return NSNumber(value: false)
        }
        return NSNumber(value: true)
      }.distinctUntilChanged()
        .traced(as: "phonesIsNil")

      // RACSignal *addressIsNil = … the same on familyAddress …
      let addressIsNil = RACObserve(contact, "familyAddress", observer: self).map { value in
        let addrs = value as? [String] ?? []
        if addrs.count == 0 {
          return NSNumber(value: true)
        }
        for addr in addrs where !addr.isEmpty {
          return NSNumber(value: false)
        }
        return NSNumber(value: true)
      }.distinctUntilChanged()
        .traced(as: "addressIsNil")

      // RACSignal *customInfosIsNil = [[RACObserve(self.contact, customInformations)
      //     flattenMap:^id(NSMutableArray *infos) {
      //         if (infos.count == 0) { return [RACSignal return:[NSNumber numberWithBool:YES]]; }
      //         return [[[infos.rac_sequence.signal
      //             map:^id(FMCustomInformation *info) {
      //                 RACSignal *nameSignal = [[RACObserve(info, name) distinctUntilChanged]
      //                     map:^id(NSString *name) { return [NSNumber numberWithBool:(name.length == 0)]; }];
      //                 RACSignal *infoSignal = [[RACObserve(info, information) distinctUntilChanged]
      //                     map:^id(NSString *i) { return [NSNumber numberWithBool:(i.length == 0)]; }];
      //                 return [RACSignal combineLatest:@[nameSignal, infoSignal]
      //                     reduce:(id)^id(NSNumber *name, NSNumber *info){
      //                         return [NSNumber numberWithBool:(name.boolValue && info.boolValue)];
      //                     }];
      //             }]
      //            collect]
      //           flattenMap:^id(NSArray *arrayOfBoolSignal) { … the same as for the e-mails … }];
      //     }]
      //    distinctUntilChanged];
      let customInfosIsNil = followRows(RACObserve(contact, "customInformations", observer: self)) { value in
        let infos = value as? [FMCustomInformation] ?? []
        if infos.count == 0 {
          return RACSignal.return(NSNumber(value: true))
        }

        return infos.rac_sequence.traced(as: "infos.rac_sequence").signal().map { info in
          guard let info = info as? FMCustomInformation else { return RACSignal.empty() }
          let nameSignal = RACObserve(info, "name", observer: observer()).distinctUntilChanged().map { name in
            NSNumber(value: ((name as? String) ?? "").isEmpty)
          }
          let infoSignal = RACObserve(info, "information", observer: observer()).distinctUntilChanged().map { i in
            NSNumber(value: ((i as? String) ?? "").isEmpty)
          }
          return RACSignal.combineLatest([nameSignal, infoSignal]) { name, info in
            NSNumber(value: ((name as? NSNumber)?.boolValue ?? false) && ((info as? NSNumber)?.boolValue ?? false))
          }
        }.collect()
          .flattenMap { arrayOfBoolSignal in
            let signals = (arrayOfBoolSignal as? [Any] ?? []).compactMap { $0 as? RACSignal }
            return RACSignal.combineLatest(signals).map { tuple in
              var b = true
              let tuple = tuple as? RACTuple
              for i in 0..<(tuple?.count ?? 0) {
                let n = tuple?.object(at: i) as? NSNumber
                b = b && (n?.boolValue ?? false)
              }
              return NSNumber(value: b)
            }.distinctUntilChanged()
          }
      }.distinctUntilChanged()
        .traced(as: "customInfosIsNil")

      // RACSignal *nickIsNil = [[RACObserve(self.contact, nick)
      //     map:^id(NSString *nick) {
      //         @strongify(self);
      //         if (self.contact.nick == nil || [self.contact.nick isEqualToString:@""] == YES) {
      //             return [NSNumber numberWithBool:YES];
      //         }
      //         return [NSNumber numberWithBool:NO];
      //     }]
      //    distinctUntilChanged];
      let nickIsNil = RACObserve(contact, "nick", observer: self).map { [weak self] _ in
        guard let self else { return nil }
        if self.contact.nick == nil || self.contact.nick == "" {
          return NSNumber(value: true)
        }
        return NSNumber(value: false)
      }.distinctUntilChanged()
        .traced(as: "nickIsNil")

      // RACSignal *markIsNil = [RACObserve(self.contact, mark) map:^id(NSString *mark) { … }];
      // (no distinctUntilChanged here)
      let markIsNil = RACObserve(contact, "mark", observer: self).map { [weak self] _ in
        guard let self else { return nil }
        if self.contact.mark == nil || self.contact.mark == "" {
          return NSNumber(value: true)
        }
        return NSNumber(value: false)
      }.traced(as: "markIsNil")

      // RACSignal *birthdayIsNil = [RACObserve(self.contact, birthday) map:^id(NSString *birthday) { … }];
      let birthdayIsNil = RACObserve(contact, "birthday", observer: self).map { [weak self] _ in
        guard let self else { return nil }
        if self.contact.birthday == nil || self.contact.birthday == "" {
          return NSNumber(value: true)
        }
        return NSNumber(value: false)
      }.traced(as: "birthdayIsNil")

      // //13
      // NSArray *allSignal = @[nickIsNil, emailsIsNil, markIsNil, phonesIsNil, addressIsNil, birthdayIsNil,
      //                        customInfosIsNil];
      // self.contactHasNoPros = [[[[RACSignal combineLatest:allSignal]  //13
      //     map:^id(RACTuple *tuple) {
      //         //14
      //         BOOL b = YES;
      //         for (NSUInteger i = 0; i < tuple.count; i++) {
      //             NSNumber *n = [tuple objectAtIndex:i];
      //             b = b && n.boolValue;
      //         }
      //         return [NSNumber numberWithBool:b];
      //     }]
      //    distinctUntilChanged]
      //   deliverOnMainThread];
      let allSignal = [nickIsNil, emailsIsNil, markIsNil, phonesIsNil, addressIsNil, birthdayIsNil, customInfosIsNil]
      contactHasNoPros = RACSignal.combineLatest(allSignal).map { tuple in
        var b = true
        let tuple = tuple as? RACTuple
        for i in 0..<(tuple?.count ?? 0) {
          let n = tuple?.object(at: i) as? NSNumber
          b = b && (n?.boolValue ?? false)
        }
        return NSNumber(value: b)
      }.distinctUntilChanged()
        .deliverOnMainThread()
        .traced(as: "contactHasNoPros")
    }
  }

  /// The view controller that shows the editing view; its navigation bar's right button is Save.
  final class FMContactEditViewController {
    let contactEditView: FMContactEditView
    /// `self.navigationItem.rightBarButtonItem`.
    let saveButton = UIButton(name: "saveButton")

    init(contactEditView: FMContactEditView) {
      self.contactEditView = contactEditView
    }

    func bindSaveButton() {
      // @weakify(self);
      // [[self.contactEditView.contactHasNoPros
      //       not] //1
      //      subscribeNext:^(NSNumber *x) {
      //          @strongify(self);
      //          self.navigationItem.rightBarButtonItem.enabled = x.boolValue;
      //      }];
      contactEditView.contactHasNoPros?.not().subscribeNext { [weak self] x in
        guard let self else { return }
        self.saveButton.enabled = (x as? NSNumber)?.boolValue ?? false
      }
    }

    /// Not in the post: a new contact, the page set up, and the user's edits, one per virtual
    /// second (two in the same second once), each printed before it is made.
    static func runWalkthrough(_ context: WalkthroughContext) {
      let contact = FMContact(objectName: "contact")
      let view = FMContactEditView(contact: contact, variant: context.variant)
      view.initPipline()
      let controller = FMContactEditViewController(contactEditView: view)
      controller.bindSaveButton()

      for (index, (time, edit)) in ContactFormEdits.timedScript.enumerated() {
        context.scheduler.afterDelay(time) {
          NSLog("edit %d: %@", index + 1, edit.title)
          edit.apply(contact)
          _ = controller  // the page is on screen until the user's last edit
        }
      }
    }
  }
}
