import ObjCInterpreter
import RAC

// What `%@` prints for the core's values in a program, as RAC 2.5's `-description` methods write
// them (RACTuple.m, RACEvent.m, RACStream.m, RACScheduler.m and each sequence's), with the
// made-up addresses every object of a run prints and the values inside written as `%@` writes them.

extension RACTuple: LibraryDescribable {
  /// `<RACTuple: 0x…> (` then the elements as an array writes them.
  package func objcDescription(indent: Int, budget: ValueDescription.Budget) -> String {
    "<RACTuple: \(ValueDescription.address(of: self))> "
      + ValueDescription.arrayDescription(allObjects, indent: indent, budget: budget)
  }
}

extension RACTupleNil: LibraryDescribable {
  /// The one `RACTupleNil`'s address, whichever reference is described.
  package func objcDescription(indent: Int, budget: ValueDescription.Budget) -> String {
    "<RACTupleNil: \(ValueDescription.address(of: RACTupleNil.tupleNil))>"
  }
}

extension RACEvent: LibraryDescribable {
  /// `<RACEvent: 0x…>{ next = 1 }`.
  package func objcDescription(indent: Int, budget: ValueDescription.Budget) -> String {
    let body: String
    switch eventType {
    case .completed: body = "completed"
    case .error: body = "error = \(ValueDescription.describe(error, within: budget))"
    case .next: body = "next = \(ValueDescription.describe(value, within: budget))"
    }
    return "<RACEvent: \(ValueDescription.address(of: self))>{ \(body) }"
  }
}

extension RACStream: LibraryDescribable {
  /// A signal: `<RACDynamicSignal: 0x…> name: …`. A sequence writes itself as its class of RAC
  /// 2.5 does, its values as `%@` writes them.
  package func objcDescription(indent: Int, budget: ValueDescription.Budget) -> String {
    if let sequence = self as? RACSequence {
      return sequence.description(describingValuesWith: { ValueDescription.describe($0, within: budget) })
    }
    return "<\(className): \(ValueDescription.address(of: self))> name: \(name)"
  }
}

extension RACScheduler: LibraryDescribable {
  /// `<RACTargetQueueScheduler: 0x…> com.ReactiveCocoa.RACScheduler.mainThreadScheduler`.
  package func objcDescription(indent: Int, budget: ValueDescription.Budget) -> String {
    "<\(className): \(ValueDescription.address(of: self))> \(name)"
  }
}
