/// What the stages before `run` make of a snippet (`Pipeline.compile`): every program (RAC's
/// loaded files first), the snippet's own, and the loaded, resolved whole. Read once, run many
/// times: each run (`Run(of:…)`) is made from it.
package struct CompiledProgram {
  /// Every file's program, in the order they load.
  package let programs: [Program]
  /// The snippet's own files' programs (its headers included).
  package let ownPrograms: [Program]
  /// Their classes, functions, statics and entry point, resolved.
  package let loaded: SnippetLoader.Loaded
}
