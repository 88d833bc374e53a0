import Foundation
import ObjCInterpreter
import ObjCLibraries
import RAC
import RACWalkthroughKit

/// The host's Objective-C for runs on RAC's own source (`--rac-source`): what the UIKit and scene
/// stand-ins make of RAC, written as categories that send RAC's messages (`RACSource/UIKitSignals.m`,
/// `RACSource/SceneSignals.m`, and `RACSource/KeyValueSignals.m` for `RACObserve`: the tool's own
/// code, none of RAC's), loaded after the user's checkout
/// (`NativeClasses.loadOnRACSource`), so that a signal a stand-in hands the reader's code is an
/// instance of RAC's loaded class and its calls are RAC's own. On the Swift core the stand-ins'
/// native methods make the same signals of the same operators; `verify --rac-source` compares the
/// two call for call.
///
/// The stand-ins keep native what a device's UIKit does (target-action, the text a field holds,
/// the services' scripts and clocks); the few `walkthrough…` methods here hand those parts to the
/// Objective-C.
enum RACSourceCompanions {
  /// The files, by name, as the host loads them (the name is what errors and the trace show).
  static let fileNames = ["UIKitSignals.m", "SceneSignals.m", "KeyValueSignals.m"]

  static func register(in table: NativeClasses) {
    for name in fileNames {
      guard let url = Bundle.module.url(forResource: name, withExtension: nil),
        let text = try? String(contentsOf: url, encoding: .utf8)
      else { continue }
      table.loadOnRACSource(SourceFile(name: name, text: text))
    }
    registerTextField(in: table)
    registerButton(in: table)
    registerBarButtonItem(in: table)
    registerAvatarScene(in: table)
    registerScriptedService(in: table)
  }

  /// A subject of RAC's loaded class as a stand-in's `RelayedSubject`: sent `-sendNext:` and
  /// `-sendCompleted` through the run's interpreter, which the stand-in must not keep alive.
  private static func relay(_ call: NativeCall, _ index: Int) throws -> RelayedSubject {
    guard let subject = try call.object(index) else { throw call.wrongArgument(index, expected: "a RACSubject") }
    let location = call.location
    let send: (String, [Any?]) -> Void = { [weak interpreter = call.interpreter] selector, arguments in
      guard let interpreter else { return }
      _ = interpreter.guardedEntry { try interpreter.send(selector, to: subject, arguments: arguments, at: location) }
    }
    return RelayedSubject(
      subject: subject as AnyObject, next: { send("sendNext:", [$0]) }, completed: { send("sendCompleted", []) })
  }

  /// `-walkthroughEditingEvents` and `-walkthroughSetEditingEvents:`: the subject a field's
  /// editing events go to (`UITextField.editingEvents`), one of RAC's loaded classes here.
  private static func registerTextField(in table: NativeClasses) {
    table.extend("UITextField") { c in
      c.instance("walkthroughEditingEvents") { call in try call.receiver(as: UITextField.self).editingEvents?.subject }
      c.instance("walkthroughSetEditingEvents:") { call in
        try call.receiver(as: UITextField.self).setEditingEvents(try relay(call, 0))
        return nil
      }
    }
  }

  /// The button's command (`-walkthroughCommand`, `-walkthroughReplaceCommand:`, which disposes the
  /// previous command's binding), the binding of its `enabled` (`-walkthroughSetCommandBinding:`,
  /// a disposable of RAC's loaded classes) and the target that executes it
  /// (`-walkthroughAddCommandTarget`, once per button: `[button.rac_command execute:button]`).
  private static func registerButton(in table: NativeClasses) {
    table.extend("UIButton") { c in
      func button(_ call: NativeCall) throws -> UIButton { try call.receiver(as: UIButton.self) }
      c.instance("walkthroughCommand") { call in
        let button = try button(call)
        return button.rac_command ?? button.loadedCommand
      }
      c.instance("walkthroughReplaceCommand:") { call in
        try button(call).replaceCommand(try call.object(0).map { $0 as AnyObject })
        return nil
      }
      c.instance("walkthroughSetCommandBinding:") { call in
        guard let binding = try call.object(0) else { return nil }
        let location = call.location
        try button(call).setCommandBinding(binding as AnyObject) { [weak interpreter = call.interpreter] in
          guard let interpreter else { return }
          _ = interpreter.guardedEntry { try interpreter.send("dispose", to: binding, arguments: [], at: location) }
        }
        return nil
      }
      c.instance("walkthroughAddCommandTarget") { call in
        let location = call.location
        try button(call).addCommandTargetIfNeeded { [weak interpreter = call.interpreter] button in
          guard let interpreter else { return }
          _ = interpreter.guardedEntry {
            let command = try interpreter.send("rac_command", to: button, arguments: [], at: location)
            return try interpreter.send("execute:", to: command, arguments: [button], at: location)
          }
        }
        return nil
      }
    }
  }

  /// The bar item's command (`-walkthroughCommand`, `-walkthroughReplaceCommand:`) and the binding
  /// of its `enabled` (`-walkthroughSetCommandBinding:`), as the button's.
  private static func registerBarButtonItem(in table: NativeClasses) {
    table.extend("UIBarButtonItem") { c in
      func item(_ call: NativeCall) throws -> UIBarButtonItem { try call.receiver(as: UIBarButtonItem.self) }
      c.instance("walkthroughCommand") { call in
        let item = try item(call)
        return item.rac_command ?? item.loadedCommand
      }
      c.instance("walkthroughReplaceCommand:") { call in
        try item(call).replaceCommand(try call.object(0).map { $0 as AnyObject })
        return nil
      }
      c.instance("walkthroughSetCommandBinding:") { call in
        guard let binding = try call.object(0) else { return nil }
        let location = call.location
        try item(call).setCommandBinding(binding as AnyObject) { [weak interpreter = call.interpreter] in
          guard let interpreter else { return }
          _ = interpreter.guardedEntry { try interpreter.send("dispose", to: binding, arguments: [], at: location) }
        }
        return nil
      }
    }
  }

  /// The avatar scene: the cell's subject of `prepareForReuse` invocations
  /// (`-walkthroughPrepareForReuseInvocations`, `-walkthroughSetPrepareForReuseInvocations:`) and
  /// the manager's services (`-walkthroughDownloads`, `-walkthroughServer`).
  private static func registerAvatarScene(in table: NativeClasses) {
    table.extend("FMContactCreateAvatarCell") { c in
      c.instance("walkthroughPrepareForReuseInvocations") { call in
        try call.receiver(as: FMContactCreateAvatarCell.self).prepareForReuseInvocations?.subject
      }
      c.instance("walkthroughSetPrepareForReuseInvocations:") { call in
        try call.receiver(as: FMContactCreateAvatarCell.self).setPrepareForReuseInvocations(try relay(call, 0))
        return nil
      }
    }
    table.extend("FMAvatarManager") { c in
      // The manager without a download scheduler of its own: `SceneSignals.m` gives its
      // downloads one of RAC's loaded classes.
      c.classMethod("walkthroughInstallSharedInstanceWithoutSchedulerFailing:") { call in
        FMAvatarManager.installSharedInstance(failures: try call.count(0), downloadScheduler: nil)
      }
      c.instance("walkthroughDownloads") { call in try call.receiver(as: FMAvatarManager.self).downloads }
      c.instance("walkthroughServer") { call in try call.receiver(as: FMAvatarManager.self).server }
    }
  }

  /// `-walkthroughNextReplyFor:` (one attempt: `@[latency, outcome]`, the outcome an `NSString` to
  /// send, an `NSError` to fail with, or `NSNull` for a request that hangs) and
  /// `-walkthroughReplyScheduler` (nil: the scheduler current at subscription).
  private static func registerScriptedService(in table: NativeClasses) {
    table.extend("ScriptedService") { c in
      c.instance("walkthroughNextReplyFor:") { call in
        let service = try call.receiver(as: ScriptedService.self)
        let reply = service.nextReply(for: call.argument(0).flatMap(ObjCEquality.stringValue) ?? "")
        let outcome: Any
        switch reply.outcome {
        case .success(let value): outcome = value
        case .failure(let domain, let code): outcome = NSError(domain: domain, code: code)
        case .hang: outcome = NSNull()
        }
        return ObjCArray([NSNumber(value: reply.latency), outcome], mutable: false)
      }
      c.instance("walkthroughReplyScheduler") { call in try call.receiver(as: ScriptedService.self).replyScheduler }
      // A scene's service without a reply scheduler of its own: `SceneSignals.m` makes it one of
      // RAC's loaded classes, as `+serviceNamed:queueNamed:…` makes a core one.
      c.classMethod("walkthroughServiceNamed:replyAfter:value:") { call in
        ScriptedService.answeringEveryCall(
          named: try call.string(0), queueNamed: nil,
          with: .init(after: try call.double(1), .success(try call.string(2))))
      }
      c.classMethod("walkthroughServiceNamed:replyAfter:errorDomain:code:") { call in
        ScriptedService.answeringEveryCall(
          named: try call.string(0), queueNamed: nil,
          with: .init(after: try call.double(1), .failure(domain: try call.string(2), code: try call.integer(3))))
      }
    }
  }
}
