import ObjCInterpreter

/// `UIViewController`, as far as a pasted view controller needs it: the lifecycle methods its
/// subclasses override and call `super` in (`[super viewDidLoad]`), which do nothing here. A file
/// whose code sits in `-viewDidLoad` runs through it (`EntryPoint.viewControllerLifecycle`, which
/// takes the lifecycle from the table: the language knows no UIKit).
enum UIKitViewController {
  /// The lifecycle UIKit runs when a view controller's view appears, in its order, with the
  /// argument each takes (`animated`).
  static let lifecycle: [(selector: String, arguments: [Any?])] = [
    ("viewDidLoad", []), ("viewWillAppear:", [CNumber.bool(true)]), ("viewDidAppear:", [CNumber.bool(true)]),
  ]

  static func register(in table: NativeClasses) {
    table.define("UIResponder", superclass: "NSObject") { _ in }
    table.define("UIViewController", superclass: "UIResponder") { c in
      for selector in [
        "loadView", "viewDidLoad", "viewWillAppear:", "viewDidAppear:", "viewWillDisappear:", "viewDidDisappear:",
        "viewWillLayoutSubviews", "viewDidLayoutSubviews", "didReceiveMemoryWarning",
      ] {
        c.instance(selector) { _ in nil }
      }
    }
    table.entryLifecycle = lifecycle
  }
}
