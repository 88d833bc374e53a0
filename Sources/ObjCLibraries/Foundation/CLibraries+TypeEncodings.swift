import ObjCInterpreter

/// Foundation's reading of type encodings: `NSGetSizeAndAlignment`, which RAC calls to size the
/// buffer it copies a struct argument or result through (`NSInvocation+RACTypeParsing.m`).
extension CLibraries {
  static func registerTypeEncodings(in table: CLibraryTable) {
    table.function("NSGetSizeAndAlignment") { call, _ in
      guard let encoding = try call.optionalText(0) else {
        throw call.fail("NSGetSizeAndAlignment(NULL) crashes: argument 1 must be a type encoding", argument: 0)
      }
      guard let layout = ObjCTypeEncodingLayout.read(encoding, from: encoding.startIndex) else {
        // Foundation raises on an encoding it cannot read.
        throw call.fail("NSGetSizeAndAlignment: unsupported type encoding spec '\(encoding)'", argument: 0)
      }
      if let size = try call.argument(1) as? ObjCPointer {
        try call.store(CNumber(unsigned: UInt64(layout.size), type: .unsignedLong), through: size)
      }
      if let alignment = try call.argument(2) as? ObjCPointer {
        try call.store(CNumber(unsigned: UInt64(layout.alignment), type: .unsignedLong), through: alignment)
      }
      return CString(string: String(encoding[layout.end...]))
    }
  }
}
