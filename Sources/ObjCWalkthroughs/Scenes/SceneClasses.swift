import Foundation
import ObjCInterpreter
import ObjCLibraries
import RAC
import RACWalkthroughKit

/// The scene's stand-ins as Objective-C classes: the app objects the posts' code talks to, so a
/// walkthrough's `scene.m` can make them and the post's own listing can message them.
///
/// They are the kit's stand-ins (`RACWalkthroughKit/StandIns`), the same objects the Swift
/// translations use, so both programs make the same RAC calls. What is not UIKit's is named so:
/// a scene makes a field with `+[UITextField walkthroughFieldNamed:]` (UIKit has no such method; the
/// name is what the trace shows), and scripted input — the user typing — is the function
/// `walkthroughTypeThenDelete(field, text, count)`, which only a scene calls, never a post's listing.
enum SceneClasses {
  static func register(in table: NativeClasses) {
    // UIKit's classes are `UIKitClasses`; a scene names its field and button for the trace and
    // the output (`pwdTextField`, `loginBtn.enabled = YES`), which UIKit has no method for.
    table.extend("UITextField") { c in
      c.classMethod("walkthroughFieldNamed:") { call in UITextField(name: try call.string(0)) }
    }
    table.extend("UIButton") { c in
      c.classMethod("walkthroughButtonNamed:") { call in UIButton(name: try call.string(0)) }
    }
    registerAvatarScene(in: table)
    registerAccounts(in: table)
    registerScriptedServices(in: table)
    table.function("walkthroughTypeThenDelete") { call, interpreter in
      guard let field = try call.argument(0) as? UITextField else {
        throw interpreter.fail(
          "walkthroughTypeThenDelete's argument 1 must be a UITextField", at: call.location(ofArgument: 0))
      }
      guard let text = (try call.argument(1)).flatMap(ObjCEquality.stringValue) else {
        throw interpreter.fail(
          "walkthroughTypeThenDelete's argument 2 must be a string", at: call.location(ofArgument: 1))
      }
      guard let count = try call.argument(2) as? CNumber else {
        throw interpreter.fail(
          "walkthroughTypeThenDelete's argument 3 must be a number", at: call.location(ofArgument: 2))
      }
      let scheduler = RACScheduler.mainThreadScheduler
      guard scheduler.virtualQueue != nil else {
        throw interpreter.fail("walkthroughTypeThenDelete needs the run's virtual main queue", at: call.location)
      }
      TypingScript.typeThenDelete(text, deleting: Int(count.double), into: field, on: scheduler)
      return nil
    }
  }
}

extension SceneClasses {
  /// Post 002's avatar listing: the contact, the avatar manager (`+shareInstance`, which a scene
  /// installs with `+walkthroughInstallSharedInstanceFailing:`), the cell and its button.
  fileprivate static func registerAvatarScene(in table: NativeClasses) {
    table.define("FMContactItem", superclass: "NSObject") { c in
      c.instance("email") { call in try call.receiver(as: FMContactItem.self).email }
    }
    table.define("FMContact", superclass: "NSObject") { c in
      c.classMethod("walkthroughContactWithEmails:") { call in
        let emails = try call.elements(0).map { $0.flatMap(ObjCEquality.stringValue) ?? "" }
        return FMContact(contactItems: emails.map { FMContactItem(email: $0) })
      }
      c.instance("contactItems") { call in
        ObjCArray(try call.receiver(as: FMContact.self).contactItems, mutable: false)
      }
    }
    table.define("FMAvatarManager", superclass: "NSObject") { c in
      c.classMethod("walkthroughInstallSharedInstanceFailing:") { call in
        FMAvatarManager.installSharedInstance(failures: try call.count(0))
      }
      c.classMethod("shareInstance") { call in
        guard let manager = FMAvatarManager.shareInstance else {
          throw call.fail("+[FMAvatarManager shareInstance]: the scene installs the run's manager first")
        }
        return manager
      }
      c.classMethod("walkthroughInstallSharedInstanceWithServerReplies:") { call in
        let replies = try scriptedReplies(call, argument: 0)
        let server = ScriptedService(name: "avatar server") { email, _ in
          replies[email] ?? .init(after: 0.2, .success("saved"))
        }
        return FMAvatarManager.installSharedInstance(server: server)
      }
      c.instance("rac_setAvatar:image:") { call in
        try call.receiver(as: FMAvatarManager.self).rac_setAvatar(try call.string(0), image: call.argument(1))
      }
      c.instance("rac_asyncGetAvatar:") { call in
        try call.receiver(as: FMAvatarManager.self).rac_asyncGetAvatar(try call.string(0))
      }
    }
    table.define("UIImage", superclass: "NSObject") { c in
      c.classMethod("imageNamed:") { call in UIImage(named: try call.string(0)) }
    }
    table.define("FMContactCreateAvatarCell", superclass: "UIView") { c in
      func cell(_ call: NativeCall) throws -> FMContactCreateAvatarCell {
        try call.receiver(as: FMContactCreateAvatarCell.self)
      }
      c.classMethod("walkthroughCell") { _ in FMContactCreateAvatarCell() }
      c.instance("avatarButton") { call in try cell(call).avatarButton }
      c.instance("rac_prepareForReuseSignal") { call in try cell(call).rac_prepareForReuseSignal }
      c.instance("prepareForReuse") { call in
        try cell(call).prepareForReuse()
        return nil
      }
    }
    table.define("AvatarButton", superclass: "UIButton") { c in
      c.instance("setImage:forState:") { call in
        let button = try call.receiver(as: FMContactCreateAvatarCell.AvatarButton.self)
        guard (call.argument(1) as? CNumber)?.double == 0 else {
          throw call.fail("-[UIButton setImage:forState:]: the scene's button knows UIControlStateNormal only")
        }
        button.setImage(call.argument(0), forState: .normal)
        return nil
      }
    }
  }
}

extension SceneClasses {
  /// Post 001's accounts (`FMAccount`, its `FMProfile`), the kit's, so that the migration
  /// walkthroughs' scene and translation write them the same way in the trace.
  fileprivate static func registerAccounts(in table: NativeClasses) {
    table.define("FMProfile", superclass: "NSObject") { c in
      c.instance("mailAddress") { call in try call.receiver(as: FMProfile.self).mailAddress }
    }
    table.define("FMAccount", superclass: "NSObject") { c in
      c.classMethod("walkthroughAccountWithId:mailAddress:") { call in
        FMAccount(accountId: try call.integer(0), mailAddress: try call.string(1))
      }
      c.instance("accountId", returns: .long) { call in
        CNumber(integer: Int64(try call.receiver(as: FMAccount.self).accountId), type: .long)
      }
      c.instance("profile") { call in try call.receiver(as: FMAccount.self).profile }
    }
  }
}

extension SceneClasses {
  /// `ScriptedService` for scenes: a service that answers every call the same way after a delay of
  /// virtual time, on a background queue of its own (`ScriptedService`, the kit's, not UIKit's).
  fileprivate static func registerScriptedServices(in table: NativeClasses) {
    table.define("ScriptedService", superclass: "NSObject") { c in
      c.classMethod("serviceNamed:queueNamed:replyAfter:value:") { call in
        ScriptedService.answeringEveryCall(
          named: try call.string(0), queueNamed: try call.string(1),
          with: .init(after: try call.double(2), .success(try call.string(3))))
      }
      c.classMethod("serviceNamed:queueNamed:replyAfter:errorDomain:code:") { call in
        ScriptedService.answeringEveryCall(
          named: try call.string(0), queueNamed: try call.string(1),
          with: .init(after: try call.double(2), .failure(domain: try call.string(3), code: try call.integer(4))))
      }
      c.classMethod("serviceNamed:replies:") { call in
        let replies = try scriptedReplies(call, argument: 1)
        let name = try call.string(0)
        return ScriptedService(name: name) { input, _ in
          replies[input] ?? .init(after: 0, .failure(domain: "ScriptedServiceErrorDomain", code: -1))
        }
      }
      c.instance("attemptsFor:", returns: .long) { call in
        let service = try call.receiver(as: ScriptedService.self)
        return CNumber(integer: Int64(service.attemptsByInput[try call.string(0)] ?? 0), type: .long)
      }
      c.instance("call:") { call in
        try call.receiver(as: ScriptedService.self).call(call.argument(0).flatMap(ObjCEquality.stringValue) ?? "")
      }
    }
  }

  /// A scene's script of replies by input: `@{input: @[latency, value]}` for a success, or
  /// `@{input: @[latency, errorDomain, code]}` for an `NSError`.
  fileprivate static func scriptedReplies(_ call: NativeCall, argument: Int) throws -> [String: ScriptedService.Reply] {
    let replies = try call.requiredObject(argument, ObjCDictionary.self, "an NSDictionary of replies")
    var script: [String: ScriptedService.Reply] = [:]
    for key in replies.keys {
      guard let input = ObjCEquality.stringValue(key), let reply = replies.value(forKey: key) as? ObjCArray,
        let latency = (reply.elements.first as? CNumber)?.double ?? (reply.elements.first as? NSNumber)?.doubleValue
      else { throw call.fail("\(call.methodName): each reply is @[latency, value] or @[latency, domain, code]") }
      let rest = reply.elements.dropFirst().map { $0 }
      if rest.count == 2, let domain = ObjCEquality.stringValue(rest[0]) {
        let code = (rest[1] as? CNumber).map { Int($0.double) } ?? (rest[1] as? NSNumber)?.intValue ?? 0
        script[input] = .init(after: latency, .failure(domain: domain, code: code))
      } else {
        script[input] = .init(after: latency, .success(rest.first.flatMap(ObjCEquality.stringValue) ?? "saved"))
      }
    }
    return script
  }
}
