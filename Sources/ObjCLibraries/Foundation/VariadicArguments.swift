import ObjCInterpreter

/// `<stdarg.h>` as a variadic method uses it (RAC's `-setNameWithFormat:` hands its arguments to
/// `-initWithFormat:arguments:`): `va_start` takes the arguments after the method's last named
/// parameter, `va_arg` reads the next one, `va_copy` copies the position, `va_end` ends the list.
enum VariadicArguments {
  static func register(in table: NativeClasses) {
    table.function("va_start") { call, interpreter in
      let frame = call.evaluator.frame
      guard call.count == 2 else {
        throw interpreter.fail("va_start takes a va_list and the last parameter", at: call.location)
      }
      let list = try call.pointer(toArgument: 0)
      list.write(VariadicArgumentList(frame.variadicArguments))
      return nil
    }
    table.function("va_arg") { call, interpreter in
      guard let list = try call.argument(0) as? VariadicArgumentList else {
        throw interpreter.fail("va_arg needs a va_list that va_start began", at: call.location(ofArgument: 0))
      }
      return list.next()
    }
    table.function("va_copy") { call, interpreter in
      guard let source = try call.argument(1) as? VariadicArgumentList else {
        throw interpreter.fail("va_copy needs a va_list that va_start began", at: call.location(ofArgument: 1))
      }
      try call.pointer(toArgument: 0).write(source.copy())
      return nil
    }
    table.function("va_end") { call, _ in
      (try call.argument(0) as? VariadicArgumentList)?.end()
      return nil
    }
  }
}

/// A `va_list`: the arguments a variadic call passed after its last parameter and how many have
/// been read. A reference, as the `va_list` C passes to `-initWithFormat:arguments:` is.
final class VariadicArgumentList {
  private var arguments: [Any?]
  private var position = 0

  init(_ arguments: [Any?]) {
    self.arguments = arguments
  }

  /// The arguments not read yet.
  var remaining: [Any?] { position < arguments.count ? Array(arguments[position...]) : [] }

  /// The next argument (nil past the end, where C's behaviour is undefined).
  func next() -> Any? {
    defer { position += 1 }
    return position < arguments.count ? arguments[position] : nil
  }

  func copy() -> VariadicArgumentList {
    let copy = VariadicArgumentList(arguments)
    copy.position = position
    return copy
  }

  func end() {
    arguments = []
    position = 0
  }
}
