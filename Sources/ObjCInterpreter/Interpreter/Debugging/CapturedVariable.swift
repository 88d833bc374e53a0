/// One variable as it was when a statement began, for a debugger that shows a recorded run's
/// variables after the run (`rac-walkthrough dap`): what `%@` printed for it then, and what it
/// held then (an array's elements, a dictionary's pairs, an object's instance variables, a block's
/// captures, a RAC object's state), each a variable of its own.
package struct CapturedVariable: Sendable {
  /// The variable's name (`signal`, `_count`), or the child's (`[0]`, `@"key"`, `disposed`).
  package let name: String
  /// What `%@` printed for the value at that moment (an `int` as `%d` would, a `BOOL` as `YES`/`NO`).
  package let value: String
  /// The class of an object, the C type of a scalar; nil for nil.
  package let type: String?
  /// The object's identity for the run (`CoreObject.objectSerial`): the same object in two
  /// variables has one, so "who keeps it alive" can name every variable that holds it. Nil for
  /// a value that is no object.
  package let serial: Int?
  /// Whether the variable holds its object strongly (a `__weak` one does not keep it alive).
  package let isStrong: Bool
  /// What the value held at that moment; empty for a value with no parts.
  package var children: [CapturedVariable]
  /// Why `children` stops short: the depth or width the capture records, reached; nil when whole.
  package var truncation: String?
  /// For a property of an object: the instance variable of the same object its getter reads (a
  /// synthesized getter's `_name`, or a getter of the program's that only returns one). Its
  /// children are that variable's, recorded once under the instance variable.
  package var readsInstanceVariable: String? = nil

  package init(
    name: String, value: String, type: String?, serial: Int? = nil, isStrong: Bool = true,
    children: [CapturedVariable] = [], truncation: String? = nil
  ) {
    self.name = name
    self.value = value
    self.type = type
    self.serial = serial
    self.isStrong = isStrong
    self.children = children
    self.truncation = truncation
  }
}
