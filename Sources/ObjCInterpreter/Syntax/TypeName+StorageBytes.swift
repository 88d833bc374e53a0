/// About how much memory a value of a type takes in this runtime, asked before a declaration
/// makes one (`int a[100000000];`, a struct with a huge array field): every element of a C array
/// is a 32-byte value here, whatever its C size, so such a declaration would take gigabytes before
/// its first statement ran. The run's memory budget refuses it first (`RunBudget.reserve`).
extension TypeName {
  /// A field's entry in a struct's table of fields, besides its value.
  static let fieldEntryBytes = 48

  /// The bytes a value of this type takes, saturating at `Int.max`.
  var storageBytes: Int {
    var type = self
    var count = 1
    while case .array(let element, let elements) = type {
      let (product, overflow) = count.multipliedReportingOverflow(by: max(0, elements))
      if overflow { return .max }
      count = product
      type = element
    }
    let each = if case .cStruct(let layout) = type { layout.storageBytes } else { 32 }
    let (total, overflow) = count.multipliedReportingOverflow(by: each)
    return overflow ? .max : total
  }
}
