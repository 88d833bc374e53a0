/// C's initialization of an array or struct from a brace list or a string literal (C11 6.7.9): each
/// element at its designator (`[2] = 5`, `.x = 1`) or after the one before it, the rest zero; an
/// element that is itself an array or struct takes a brace list of its own, or, without braces, as
/// many of the list's values as it holds (`int m[2][3] = {1, 2, 3, 4}`, `= {0}`); a `char` array
/// takes a string's bytes and its NUL where there is room (`char buf[10] = "abc"`).
struct AggregateInitialization {
  let interpreter: Interpreter
  let location: SourceLocation

  /// One element of a list, with where it is written (errors about it point there, as clang's do).
  struct Item {
    let designator: InitializerDesignator?
    let value: Any?
    let place: SourceLocation
  }

  /// The aggregate of `type` that `list` makes.
  func make(_ type: TypeName, from list: InitializerListValue) throws -> Any? {
    var index = 0
    return try fill(type, from: listItems(list), at: &index, braced: true)
  }

  private func listItems(_ list: InitializerListValue) -> [Item] {
    list.elements.enumerated().map { index, element in
      Item(
        designator: element.designator, value: element.value,
        place: index < list.places.count ? list.places[index] : location)
    }
  }

  /// A `char` array of `count` from a string's bytes, then zeros; a string longer than the array
  /// (its NUL aside, which C drops when the array is just long enough) is an error.
  func characters(_ text: CString, count: Int, element: TypeName) throws -> CArray {
    let bytes = Array(text.string.utf8)
    guard bytes.count <= count else {
      throw interpreter.fail(
        "initializer-string for char array is too long (\(bytes.count + 1) chars with its NUL for \(count))",
        at: location)
    }
    let array = CArray(elementType: element, count: count)
    let type = element.scalarType ?? .char
    for (index, byte) in bytes.enumerated() {
      array.elements[index] = CNumber(integer: type == .char ? Int64(Int8(bitPattern: byte)) : Int64(byte), type: type)
    }
    return array
  }

  /// Whether `value` initializes a whole element of `type` (a brace list, an aggregate of its own,
  /// a string for a `char` array) rather than its first scalar.
  private func initializesWhole(_ type: TypeName, with value: Any?) -> Bool {
    switch (type, value) {
    case (_, is InitializerListValue), (.array, is CArray), (.cStruct, is CStruct): return true
    case (.array(let element, _), is CString): return element.scalarType == .char || element.scalarType == .unsignedChar
    case (.array, _), (.cStruct, _): return false
    default: return true
    }
  }

  /// One element's value from `items[index]` on: a sub-aggregate without braces takes what it holds;
  /// the rest of a designator chain sets its part of `existing`, the element so far.
  private func element(_ type: TypeName, from items: [Item], at index: inout Int, existing: Any?) throws -> Any? {
    let value = items[index].value
    if let chain = value as? InitializerListValue, chain.continuesDesignator {
      index += 1
      var start = 0
      // A copy: a fresh array's zero elements are one value until written.
      return try fill(type, from: listItems(chain), at: &start, braced: true, into: CAggregates.copy(existing))
    }
    if initializesWhole(type, with: value) {
      index += 1
      return try interpreter.converted(value, to: type, at: location)
    }
    return try fill(type, from: items, at: &index, braced: false)
  }

  /// The aggregate of `type` from `items[index]` on. Braced, it owns the whole list (an excess
  /// element is an error); without braces (elided, C's term), it takes what it holds and stops at
  /// a value past its end or at a designator, which belongs to the list around it.
  private func fill(
    _ type: TypeName, from items: [Item], at index: inout Int, braced: Bool, into existing: Any? = nil
  ) throws -> Any? {
    switch type {
    case .array(let elementType, let count):
      let array = existing as? CArray ?? CArray(elementType: elementType, count: count)
      try walk(items, at: &index, braced: braced, count: count, kind: "array") { designator, place in
        switch designator {
        case .index(let designated):
          guard designated >= 0, designated < count else {
            throw interpreter.fail("array designator index (\(designated)) exceeds array bounds (\(count))", at: place)
          }
          return designated
        case .field(let field):
          throw interpreter.fail("field designator '.\(field)' cannot initialize an array", at: place)
        }
      } set: { position, index in
        array.elements[position] = try element(
          elementType, from: items, at: &index, existing: array.elements[position])
      }
      return array
    case .cStruct(let layout):
      let structure = existing as? CStruct ?? CStruct(layout: layout)
      try walk(items, at: &index, braced: braced, count: layout.fields.count, kind: "struct") { designator, place in
        switch designator {
        case .index(let designated):
          throw interpreter.fail(
            "array designator [\(designated)] cannot initialize '\(layout)', which is no array", at: place)
        case .field(let field):
          guard let fieldIndex = layout.fields.firstIndex(where: { $0.name == field }) else {
            throw interpreter.fail(
              "field designator '\(field)' does not refer to any field in type '\(layout)'", at: place)
          }
          return fieldIndex
        }
      } set: { position, index in
        let field = layout.fields[position]
        structure.setField(
          field.name, to: try element(field.type, from: items, at: &index, existing: structure.field(field.name)))
      }
      return structure
    default:
      // A scalar in braces (`int x = {3}`) or an elided scalar: the first value.
      defer { index += 1 }
      return try interpreter.converted(items[index].value, to: type, at: location)
    }
  }

  /// The walk both aggregates share: each item goes to its designator's position (`ofDesignator`
  /// says which, or why none) or to the one after the item before it. Braced, the list is the
  /// aggregate's own, so a position past `count` is an excess element; elided, the aggregate stops
  /// there, or at a designator, which belongs to the list around it. `set` writes the element at a
  /// position from `items[index]` on and moves `index` past what it took.
  private func walk(
    _ items: [Item], at index: inout Int, braced: Bool, count: Int, kind: String,
    position ofDesignator: (InitializerDesignator, SourceLocation) throws -> Int,
    set: (Int, inout Int) throws -> Void
  ) throws {
    var position = 0
    var first = true
    while index < items.count {
      let designator = first && !braced ? nil : items[index].designator
      first = false
      if let designator {
        guard braced else { return }
        position = try ofDesignator(designator, items[index].place)
      } else if position >= count {
        guard braced else { return }
        throw interpreter.fail("excess elements in \(kind) initializer", at: items[index].place)
      }
      try set(position, &index)
      position += 1
    }
  }
}
