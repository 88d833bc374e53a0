/// The variables of one frame as one statement began: its arguments and locals (`self` among them
/// in a method), and, in a block, what the block captured.
package struct CapturedStatement: Sendable {
  /// Where the statement is, as its `line` event in the trace says.
  package let file: String
  package let line: Int
  package let column: Int
  /// The arguments and locals declared so far, in the order they were declared.
  package let locals: [CapturedVariable]
  /// A block's captured variables (a copy, or the shared storage of a `__block` one); empty for
  /// a method, a function or the top level.
  package let captures: [CapturedVariable]
  /// Whether the frame's variables were known (a frame no traced call entered is not): when not,
  /// `locals` and `captures` are empty because nothing was recorded, not because there are none.
  package let isRecorded: Bool
}
