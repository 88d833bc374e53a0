import RACWalkthroughKit

/// The app code of 用 FRP 事半功倍的写代码（三） (post 000): its contact model, shared by the
/// `save-avatar` and `contact-form` walkthroughs.
///
/// Nested in a namespace because post 002's walkthroughs have an `FMContact` of their own in the
/// same module; inside `extension Post000` the post's names resolve to these.
enum Post000 {}

extension Post000 {
  /// The contact being edited. Every property is observable (`RACObserve(self.contact, nick)`);
  /// the array properties are replaced as a whole when the table adds or removes a row, which is
  /// the change KVO reports for `contactItems` (the post: the UITableView code "has already done the
  /// matching action on the FMContact.contactItems array").
  final class FMContact: KeyValueObservableObject {
    override init(objectName: String) {
      super.init(objectName: objectName)
      contactItems = []
      telephone = []
      familyAddress = []
      customInformations = []
    }

    var nick: String? {
      get { value(forKey: "nick") as? String }
      set { setValue(newValue, forKey: "nick") }
    }

    var mark: String? {
      get { value(forKey: "mark") as? String }
      set { setValue(newValue, forKey: "mark") }
    }

    var birthday: String? {
      get { value(forKey: "birthday") as? String }
      set { setValue(newValue, forKey: "birthday") }
    }

    /// The e-mail rows (`NSMutableArray<FMContactItem *>`).
    var contactItems: [FMContactItem] {
      get { value(forKey: "contactItems") as? [FMContactItem] ?? [] }
      set { setValue(newValue, forKey: "contactItems") }
    }

    /// The phone number rows (`NSMutableArray<NSString *>`).
    var telephone: [String] {
      get { value(forKey: "telephone") as? [String] ?? [] }
      set { setValue(newValue, forKey: "telephone") }
    }

    /// The address rows (`NSMutableArray<NSString *>`).
    var familyAddress: [String] {
      get { value(forKey: "familyAddress") as? [String] ?? [] }
      set { setValue(newValue, forKey: "familyAddress") }
    }

    /// The custom field rows (`NSMutableArray<FMCustomInformation *>`).
    var customInformations: [FMCustomInformation] {
      get { value(forKey: "customInformations") as? [FMCustomInformation] ?? [] }
      set { setValue(newValue, forKey: "customInformations") }
    }
  }

  /// One e-mail row.
  final class FMContactItem: KeyValueObservableObject {
    init(objectName: String, email: String? = "") {
      super.init(objectName: objectName)
      self.email = email
    }

    var email: String? {
      get { value(forKey: "email") as? String }
      set { setValue(newValue, forKey: "email") }
    }

    override var description: String {
      "<FMContactItem: \(objectName) email=\"\(email ?? "")\">"
    }
  }

  /// One custom field row: a name and its information.
  final class FMCustomInformation: KeyValueObservableObject {
    override init(objectName: String) {
      super.init(objectName: objectName)
      name = ""
      information = ""
    }

    var name: String? {
      get { value(forKey: "name") as? String }
      set { setValue(newValue, forKey: "name") }
    }

    var information: String? {
      get { value(forKey: "information") as? String }
      set { setValue(newValue, forKey: "information") }
    }

    override var description: String {
      "<FMCustomInformation: \(objectName) name=\"\(name ?? "")\" information=\"\(information ?? "")\">"
    }
  }
}
