import ObjCInterpreter

/// `<stdlib.h>`'s ends of a process, as command-line samples write them (`[signal
/// subscribeCompleted:^{ exit(0); }]; dispatch_main();`): `exit`, `_Exit` and `_exit` end the
/// program where they are called, with nothing queued run after them and no `-dealloc`, as the
/// process's end runs none. The run ends without an error whatever the status: the status is the
/// program's answer to its shell, which no command here has.
extension CLibraries {
  static func registerProcess(in table: CLibraryTable) {
    table.constant("EXIT_SUCCESS", value: CNumber.int(0))
    table.constant("EXIT_FAILURE", value: CNumber.int(1))
    for name in ["exit", "_Exit", "_exit"] {
      table.function(name) { call, interpreter in
        _ = try call.number(0)
        interpreter.record(RuntimeError.aborted)
        throw RuntimeError.aborted
      }
    }
  }
}
