/// What every statement node is, below the `Statement` protocol: the node's kind, stored, so the
/// interpreter runs a statement through one `switch` over it rather than `accept`'s three calls
/// (as `ExpressionNode` does for expressions; issue 37, session 21).
package class StatementNode {
  final let statementKind: StatementKind

  init(statementKind: StatementKind) {
    self.statementKind = statementKind
  }
}

/// The statement node classes, one case each (the class is the case's name).
enum StatementKind: UInt8 {
  case expressionStatement, declarationStatement, compoundStatement, ifStatement, forStatement
  case forInStatement, whileStatement, switchStatement, returnStatement, jumpStatement
  case scopedStatement, tryStatement, throwStatement, tupleUnpackStatement, emptyStatement
  case labeledStatement, onExitStatement
}
