extension Post000 {
  /// The scripted user of the `contact-form` walkthrough: what the table view's code does to the
  /// model for each of the user's edits (typing into a field, adding or deleting a row), in order.
  enum ContactFormEdits {
    struct Edit {
      let title: String
      /// True for a change made in the main queue's next turn at the same moment as the previous
      /// one (the user types into a row the table has just changed), before the background queue
      /// of the previous change's `rac_sequence.signal` has necessarily had its turns.
      var atOnce = false
      let apply: (FMContact) -> Void
    }

    /// The script with the virtual time of each edit: one second apart, or the same second for an
    /// edit made `atOnce`.
    static var timedScript: [(time: Double, edit: Edit)] {
      var time = 0.0
      return script.map { edit in
        if !edit.atOnce { time += 1 }
        return (time, edit)
      }
    }

    static var script: [Edit] {
      [
        Edit(title: "type nick \"T\"") { $0.nick = "T" },
        Edit(title: "type nick \"To\"") { $0.nick = "To" },
        Edit(title: "clear nick") { $0.nick = "" },
        Edit(title: "type mark \"friend\"") { $0.mark = "friend" },
        Edit(title: "mark set to \"friend\" again (end of editing)") { $0.mark = "friend" },
        Edit(title: "clear mark") { $0.mark = nil },
        Edit(title: "add e-mail row B") { $0.contactItems += [FMContactItem(objectName: "rowB")] },
        Edit(title: "add e-mail row C") { $0.contactItems += [FMContactItem(objectName: "rowC")] },
        Edit(title: "type \"tom@c.example\" into row C") { row("rowC", of: $0)?.email = "tom@c.example" },
        Edit(title: "type \"tom@b.example\" into row B") { row("rowB", of: $0)?.email = "tom@b.example" },
        Edit(title: "clear row B (row C still has \"tom@c.example\")") { row("rowB", of: $0)?.email = "" },
        Edit(title: "delete row B") { $0.contactItems.removeAll { $0.objectName == "rowB" } },
        Edit(title: "add e-mail row D") { $0.contactItems += [FMContactItem(objectName: "rowD")] },
        Edit(title: "delete row C") { $0.contactItems.removeAll { $0.objectName == "rowC" } },
        Edit(title: "at once: type \"tom@d.example\" into row D", atOnce: true) {
          row("rowD", of: $0)?.email = "tom@d.example"
        },
        Edit(title: "delete row D") { $0.contactItems.removeAll { $0.objectName == "rowD" } },
        Edit(title: "add phone \"010-1234\"") { $0.telephone = ["010-1234"] },
        Edit(title: "clear the phone (the row stays)") { $0.telephone = [""] },
        Edit(title: "add custom row Q") { $0.customInformations += [FMCustomInformation(objectName: "rowQ")] },
        Edit(title: "type name \"QQ\" into custom row Q") { $0.customInformations.first?.name = "QQ" },
        Edit(title: "clear custom row Q's name") { $0.customInformations.first?.name = "" },
        Edit(title: "type birthday \"1990-01-01\"") { $0.birthday = "1990-01-01" },
      ]
    }

    private static func row(_ name: String, of contact: FMContact) -> FMContactItem? {
      contact.contactItems.first { $0.objectName == name }
    }
  }
}
