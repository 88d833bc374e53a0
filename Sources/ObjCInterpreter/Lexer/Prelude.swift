/// Macros a file sees before its first line, as a target's prefix header and the headers it
/// imports implicitly give them: the language defines none of its own; a library hands the front
/// end its prelude for the files it reads (the spec DSL's, for spec files).
package struct Prelude: Sendable {
  /// Where the definitions are said to come from, for the preprocessor's bookkeeping and errors.
  package let source: SourceFile
  /// Each definition as it would follow `#define` (`"SpecEnd } @end"`).
  package let definitions: [String]

  /// A prelude of `definitions`, named `name` in errors.
  package init(name: String, definitions: [String]) {
    source = SourceFile(name: name, text: "")
    self.definitions = definitions
  }
}

extension Preprocessor {
  /// Defines the prelude's macros before a file's first line.
  mutating func define(_ prelude: Prelude) {
    for definition in prelude.definitions {
      _ = handle(directive: "define " + definition, at: 0, in: prelude.source)
    }
  }
}
