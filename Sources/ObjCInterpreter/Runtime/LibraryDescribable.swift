/// A library's value that `%@` and `-description` write its own way: the RAC core's tuples,
/// events, streams, sequences and schedulers, as RAC 2.5's `-description` methods write them.
///
/// The language describes its own values and Foundation's (`ValueDescription`); a value of the
/// libraries answers for itself, so the language names no library type.
package protocol LibraryDescribable {
  /// The description at nesting level `indent` (a tuple writes its elements as an array does),
  /// within what is left of `budget`.
  func objcDescription(indent: Int, budget: ValueDescription.Budget) -> String
}
