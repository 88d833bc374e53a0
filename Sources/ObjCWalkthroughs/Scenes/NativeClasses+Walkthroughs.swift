import ObjCInterpreter
import ObjCLibraries

extension NativeClasses {
  /// The libraries, UIKit's and AppKit's stand-ins (`UIKitClasses`, `AppKitClasses`) and the walkthroughs' scene stand-ins
  /// (`SceneClasses`): what a walkthrough's `scene.m`, a post's listing and a pasted snippet run
  /// with in this tool; with `--rac-source`, the stand-ins' RAC made by RAC's loaded classes
  /// (`RACSourceCompanions`).
  public static let walkthroughs: NativeClasses = make {
    UIKitClasses.register(in: $0)
    AppKitClasses.register(in: $0)
    SceneClasses.register(in: $0)
    RACSourceCompanions.register(in: $0)
  }
}
