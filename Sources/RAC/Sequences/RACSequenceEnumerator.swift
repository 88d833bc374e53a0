/// `RACSequenceEnumerator` (RACSequence.m): what `-[RACSequence objectEnumerator]` returns. Each
/// `nextObject` takes the head of the sequence it holds and moves on to the tail, both under one
/// lock as RAC's `@synchronized (self)`, so two threads never take the same element.
public final class RACSequenceEnumerator: @unchecked Sendable {
  private let sequence: LockedState<RACSequence?>

  init(sequence: RACSequence) {
    self.sequence = LockedState(sequence)
  }

  /// `-nextObject`: the next element, forcing it if the sequence is lazy; nil once exhausted.
  public func nextObject() -> Any? {
    sequence.withLock { sequence -> Any? in
      let object = sequence?.head
      sequence = sequence?.tail
      return object
    }
  }

  /// `-allObjects` (NSEnumerator): the elements not yet enumerated.
  public func allObjects() -> [Any?] {
    var objects: [Any?] = []
    while let object = nextObject() { objects.append(object) }
    return objects
  }
}

extension RACSequence {
  /// `-objectEnumerator`: an enumerator that walks the sequence from its start.
  public var objectEnumerator: RACSequenceEnumerator { RACSequenceEnumerator(sequence: self) }
}
