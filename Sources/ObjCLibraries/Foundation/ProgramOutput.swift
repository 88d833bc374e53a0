import ObjCInterpreter

/// What `NSLog`, `printf` and the spec runner's notes write: the run's output, against its budget,
/// with an error placed at the statement running now.
enum ProgramOutput {
  /// One line of output.
  static func writeLine(in interpreter: Interpreter, _ line: String) throws {
    try interpreter.run.writeLine(line, budget: &interpreter.budget, at: interpreter.currentLocation)
  }

  /// Text that ends a line only where it has a newline (`printf`).
  static func writePartial(in interpreter: Interpreter, _ text: String) throws {
    try interpreter.run.writePartial(text, budget: &interpreter.budget, at: interpreter.currentLocation)
  }
}
