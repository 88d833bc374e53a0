/// What `sizeof` answers: a type's size in bytes on a 64-bit iOS device (LP64: `long` and pointers
/// take 8 bytes), fields aligned as clang lays them out. Snippets count a C array's elements with
/// `sizeof(names) / sizeof(names[0])`, so an array is its count times its element's size. Not what a
/// value takes in this runtime (`storageBytes`), where every value is boxed.
extension TypeName {
  /// The size in bytes, saturating at `Int.max` (`int a[1000000000000]` is no trap).
  package var cSize: Int { cLayout.size }

  /// Size and alignment: a scalar its width, a pointer of any kind 8, an array its count times its
  /// element, a struct its fields each at its alignment, padded to the largest.
  var cLayout: (size: Int, alignment: Int) {
    switch self {
    case .void: return (1, 1)
    case .scalar(let type):
      let bytes = max(1, type.bitWidth / 8)
      return (bytes, bytes)
    case .id, .object, .classType, .selector, .block, .pointer, .typeOf: return (8, 8)
    case .structure(let name): return (TypeName.foundationStructSizes[name] ?? 8, 8)
    case .array(let element, let count):
      let layout = element.cLayout
      let (size, overflow) = layout.size.multipliedReportingOverflow(by: max(0, count))
      return (overflow ? .max : size, layout.alignment)
    case .cStruct(let structure):
      var offset = 0
      var alignment = 1
      for field in structure.fields {
        let layout = field.type.cLayout
        alignment = max(alignment, layout.alignment)
        offset = TypeName.rounded(offset, upTo: layout.alignment)
        let (end, overflow) = offset.addingReportingOverflow(layout.size)
        if overflow { return (.max, alignment) }
        offset = end
      }
      return (TypeName.rounded(max(offset, 0), upTo: alignment), alignment)
    }
  }

  /// `value` rounded up to a multiple of `alignment`, saturating.
  private static func rounded(_ value: Int, upTo alignment: Int) -> Int {
    guard alignment > 1 else { return value }
    let remainder = value % alignment
    guard remainder != 0 else { return value }
    let (rounded, overflow) = value.addingReportingOverflow(alignment - remainder)
    return overflow ? .max : rounded
  }

  /// Foundation's and Core Graphics' structs: two or four 8-byte fields.
  static let foundationStructSizes: [String: Int] = ["NSRange": 16, "CGPoint": 16, "CGSize": 16, "CGRect": 32]
}
