/// A C struct type as a declaration states it (`struct timespec { long tv_sec; long tv_nsec; }`):
/// part of the syntax's types (`TypeName.cStruct`), which the runtime's `CStruct` values follow.
/// The fields of a struct type, in declaration order.
final package class CStructLayout: @unchecked Sendable, CustomStringConvertible {
  package let name: String
  let fields: [(name: String, type: TypeName)]
  /// The fields' names, in declaration order.
  package var fieldNames: [String] { fields.map(\.name) }
  /// Structs inside structs, this one counted: a value of the type is made, copied and freed by
  /// recursion that deep, which the parser bounds (`Parser.maximumNesting`).
  let depth: Int
  /// About the bytes a value of the struct takes in this runtime (`TypeName.storageBytes`),
  /// saturating at `Int.max`; worked out once, so that a struct of structs is not walked again.
  let storageBytes: Int

  package init(name: String, fields: [(name: String, type: TypeName)]) {
    self.name = name
    self.fields = fields
    depth = 1 + fields.map { CStructLayout.depth(of: $0.type) }.reduce(0, max)
    storageBytes = fields.reduce(64) { total, field in
      let (entry, entryOverflow) = field.type.storageBytes.addingReportingOverflow(TypeName.fieldEntryBytes)
      let (sum, overflow) = total.addingReportingOverflow(entry)
      return overflow || entryOverflow ? .max : sum
    }
  }

  /// The structs nested in a field's type: its own depth, an array's element's, 0 for the rest.
  private static func depth(of type: TypeName) -> Int {
    var type = type
    while case .array(let element, _) = type { type = element }
    if case .cStruct(let layout) = type { return layout.depth }
    return 0
  }

  package var description: String { "struct \(name)" }

  /// The structs of the C libraries RAC's code reads and writes, which no header of a checkout
  /// defines (they come from the SDK).
  static package let library: [String: CStructLayout] = {
    let pointer = TypeName.id
    let long = TypeName.scalar(.long)
    let unsignedLong = TypeName.scalar(.unsignedLong)
    let layouts = [
      // <Foundation/NSEnumerator.h>: what -countByEnumeratingWithState:objects:count: fills.
      CStructLayout(
        name: "NSFastEnumerationState",
        fields: [
          ("state", unsignedLong), ("itemsPtr", pointer), ("mutationsPtr", pointer),
          ("extra", .array(unsignedLong, count: 5)),
        ]),
      // <objc/message.h>: the receiver and the class `objc_msgSendSuper` starts its lookup at.
      CStructLayout(name: "objc_super", fields: [("receiver", pointer), ("super_class", .classType)]),
      // extobjc's <EXTRuntimeExtensions.h>, which RAC's checkouts carry and the parser does not
      // read (`RACSourceLibrary.knownToTheParser`): what `rac_copyPropertyAttributes` fills. The
      // type string, a flexible array at the struct's end in C, is a C string here.
      CStructLayout(
        name: "rac_propertyAttributes",
        fields: [
          ("readonly", .scalar(.bool)), ("nonatomic", .scalar(.bool)), ("weak", .scalar(.bool)),
          ("canBeCollected", .scalar(.bool)), ("dynamic", .scalar(.bool)), ("memoryManagementPolicy", long),
          ("getter", .selector), ("setter", .selector), ("ivar", .pointer(.scalar(.char))),
          ("objectClass", .classType), ("type", .pointer(.scalar(.char))),
        ]),
      // <objc/runtime.h>: a protocol's method as `protocol_getMethodDescription` answers it (a NULL
      // name when the protocol has no such method).
      CStructLayout(
        name: "objc_method_description", fields: [("name", .selector), ("types", .pointer(.scalar(.char)))]),
      // <time.h>
      CStructLayout(name: "timespec", fields: [("tv_sec", long), ("tv_nsec", long)]),
      // <CoreFoundation/CFBase.h>, CFArray.h, CFBinaryHeap.h: callbacks are C functions.
      CStructLayout(name: "CFRange", fields: [("location", long), ("length", long)]),
      CStructLayout(
        name: "CFArrayCallBacks",
        fields: [
          ("version", long), ("retain", pointer), ("release", pointer), ("copyDescription", pointer),
          ("equal", pointer),
        ]),
      CStructLayout(
        name: "CFBinaryHeapCallBacks",
        fields: [
          ("version", long), ("retain", pointer), ("release", pointer), ("copyDescription", pointer),
          ("compare", pointer),
        ]),
      CStructLayout(
        name: "CFBinaryHeapCompareContext",
        fields: [
          ("version", long), ("info", pointer), ("retain", pointer), ("release", pointer), ("copyDescription", pointer),
        ]),
    ]
    return Dictionary(uniqueKeysWithValues: layouts.map { ($0.name, $0) })
  }()
}
