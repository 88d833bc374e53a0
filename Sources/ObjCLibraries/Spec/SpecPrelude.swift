import ObjCInterpreter

/// The macros a spec file sees before its first line, as a test target's prefix header and the
/// headers of Quick (`<Quick/Quick.h>`) and Specta (`<Specta/Specta.h>`) give them: the
/// `…Begin(Name)` / `…End` pairs wrap the file's examples in a class whose method the runner calls.
///
/// - `QuickSpecBegin(Name)` … `QuickSpecEnd`: a `QuickSpec` subclass named `Name`, its examples in
///   `-spec`;
/// - `QuickConfigurationBegin(Name)` … `QuickConfigurationEnd`: a `QuickConfiguration` subclass,
///   whose `+configure:` declares shared examples (`sharedExamples`) before any spec runs;
/// - `SpecBegin(Name)` … `SpecEnd`: Specta's `NameSpec`, its examples in `-spec`;
/// - `SharedExamplesBegin(Name)` … `SharedExamplesEnd`: Specta's shared examples, declared in
///   `+defineSharedExamples`.
///
/// The DSL's words themselves (`describe`, `it`, `expect`, the matchers) are functions of the
/// runtime (`SpecNatives`), so errors point at the line that calls them. Block types the DSL's
/// headers name are `id` here: a block is a block, whatever its declared type.
enum SpecPrelude {
  static let definitions: [String] = [
    "QuickSpecBegin(name) @interface name : QuickSpec @end @implementation name - (void)spec {",
    "QuickSpecEnd } @end",
    "QuickConfigurationBegin(name) @interface name : QuickConfiguration @end @implementation name",
    "QuickConfigurationEnd @end",
    "QCKDSLSharedExampleContext id",
    "QCKDSLSharedExampleBlock id",
    "SpecBegin(name) @interface name##Spec : SPTSpec @end @implementation name##Spec - (void)spec {",
    "SpecEnd } @end",
    "SharedExamplesBegin(name) @interface name##SharedExamples : SPTSharedExampleGroups @end "
      + "@implementation name##SharedExamples + (void)defineSharedExamples {",
    "SharedExamplesEnd } @end",
    "DoneCallback id",
  ]

  /// The macros as the front end takes them, named as their file in errors.
  static let prelude = Prelude(name: "<spec prelude>", definitions: definitions)
}
