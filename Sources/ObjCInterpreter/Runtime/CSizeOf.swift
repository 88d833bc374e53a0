/// `sizeof` of an expression, from the value it reads (`sizeof(names) / sizeof(names[0])`, the
/// idiom that counts a C array's elements): the runtime's values keep their C types, so the value
/// tells the size its declaration gave it (`TypeName.cSize`).
enum CSizeOf {
  /// The C size of `value`: a number its scalar's width, a C array its count times its element
  /// type's size, a struct its layout's; anything else (an object, a pointer, nil) a pointer's 8.
  static func size(of value: Any?) -> Int {
    switch value {
    case let number as CNumber: return TypeName.scalar(number.type).cSize
    case let array as CArray: return TypeName.array(array.elementType, count: array.elements.count).cSize
    case let structure as CStruct: return TypeName.cStruct(structure.layout).cSize
    case let structure as ObjCStruct: return TypeName.structure(structure.name).cSize
    default: return 8
    }
  }

}
