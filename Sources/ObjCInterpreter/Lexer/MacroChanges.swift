/// What a file did to the macro table, name by name (the last `#define` or `#undef` of each
/// name): what a header hands the file that imports it. C's preprocessor reads an `#import`ed
/// header's text in place, so its `#define`s (a program's `kTimeout`, its `SQUARE(x)`, its include
/// guard) hold in the importer from the `#import` line on; a header here is lexed once on its own,
/// and its changes are applied at each `#import` of it instead.
struct MacroChanges: Sendable {
  /// The macros defined, by name, as last defined.
  private(set) var defined: [String: Preprocessor.Macro] = [:]
  /// The names last `#undef`ined.
  private(set) var undefined: Set<String> = []

  var isEmpty: Bool { defined.isEmpty && undefined.isEmpty }

  /// Notes that `name` now means `macro` (nil: it was undefined).
  mutating func record(_ name: String, _ macro: Preprocessor.Macro?) {
    if let macro {
      defined[name] = macro
      undefined.remove(name)
    } else {
      defined[name] = nil
      undefined.insert(name)
    }
  }
}
