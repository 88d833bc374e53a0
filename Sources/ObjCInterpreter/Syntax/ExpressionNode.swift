/// What every expression node is, below the `Expression` protocol: the node's kind, stored, so the
/// interpreter reaches a node's evaluation by one `switch` over it (a jump table, then the visit)
/// instead of `accept`'s three calls (the protocol's witness, the generic `accept`, the visitor's
/// witness), whose small thunks spread each node visit over more code lines (issue 37, session 21).
/// The syntax tree keeps no knowledge of the interpreter: it only says what a node is.
package class ExpressionNode {
  final let expressionKind: ExpressionKind

  init(expressionKind: ExpressionKind) {
    self.expressionKind = expressionKind
  }
}

/// The expression node classes, one case each (the class is the case's name).
enum ExpressionKind: UInt8 {
  case integerLiteral, floatingLiteral, stringLiteral, nilLiteral, boolLiteral, arrayLiteral
  case dictionaryLiteral, boxedExpression, selectorLiteral, identifier, messageSend, callExpression
  case memberExpression, arrowExpression, subscriptExpression, unaryExpression, binaryExpression
  case assignmentExpression, conditionalExpression, castExpression, initializerList
  case sizeofExpression, blockLiteral, racObserveExpression, racChannelToExpression
  case racBindingExpression
}
