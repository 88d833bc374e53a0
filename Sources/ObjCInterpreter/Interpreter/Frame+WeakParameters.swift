extension Frame {
  /// A block's `__weak` and `__unsafe_unretained` parameters made weak variables, as clang makes
  /// them (RAC's `^(__unsafe_unretained id self)`): each holds its argument in a weak box, which
  /// the caller's arguments keep alive for the call, so a block made inside captures it weakly.
  func weakenParameters(of literal: BlockLiteral) {
    for (index, parameter) in literal.parameters.enumerated() where parameter.isWeak {
      let slot = literal.parameterSlots[index]
      let argument = slots[slot]?.value
      slots[slot] = Box(argument, type: parameter.type, isWeak: true, isUnretained: parameter.isUnretained)
    }
  }
}
