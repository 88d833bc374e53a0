import ObjCInterpreter

extension NativeClasses {
  /// The libraries and the walkthroughs' scene stand-ins (`SceneClasses`): what a walkthrough's
  /// `scene.m`, a post's listing and a pasted snippet run with in this tool.
  public static let walkthroughs: NativeClasses = make { SceneClasses.register(in: $0) }
}
