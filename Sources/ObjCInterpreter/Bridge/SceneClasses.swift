/// The scene's stand-ins as Objective-C classes: the app objects the posts' code talks to (text
/// fields, buttons, models). Registered with the libraries so a snippet can message them.
enum SceneClasses {
  static func register(in table: NativeClasses) {
    _ = table
  }
}
