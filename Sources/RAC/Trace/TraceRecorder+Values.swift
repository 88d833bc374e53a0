import Foundation

/// How a recorder keeps values: as `RecordedValue`s, written out exactly as
/// `TraceValueDescription.describe` writes them, but only when the trace is read.
///
/// Values arrive as `Any?`. Asking an `Any` what it holds with `as?` goes through the runtime's
/// general cast (a few hundred instructions, more for arrays, which it tries to bridge to
/// `NSArray`), so the values events carry most — integers, strings, `NSNumber`s, RAC objects and
/// the core's arrays of them — are recognised by their dynamic type first, and then cast to that
/// type only, which the runtime decides at once. Everything else takes the general path.
extension TraceRecorder {
  /// Each labelled value as the trace keeps it (bookkeeping: a `String` is text already written),
  /// appended to `fields` in order; object lists go in `objects`.
  func capture(
    _ values: [(String, Any?)], asBookkeeping: Bool, into fields: inout ContiguousArray<RecordedField>,
    _ objects: inout ContiguousArray<Int32>, _ track: ThreadTrack, _ reuse: Bool
  ) {
    for (label, value) in values {
      let captured =
        asBookkeeping
        ? captureBookkeeping(value, &objects, track, reuse) : capture(value, &objects, track, reuse)
      fields.append(RecordedField(label: index(of: label, track), value: captured))
    }
  }

  /// `value` as the trace keeps it.
  func capture(_ value: Any?, _ objects: inout ContiguousArray<Int32>, _ track: ThreadTrack, _ reuse: Bool)
    -> RecordedValue
  {
    capture(value, &objects, track, reuse, nested: false)
  }

  private func capture(
    _ value: Any?, _ objects: inout ContiguousArray<Int32>, _ track: ThreadTrack, _ reuse: Bool, nested: Bool
  ) -> RecordedValue {
    guard let value else { return .none }
    let valueType = type(of: value)
    switch _openExistential(value, do: commonValue) {
    case .integer(let integer): return .integer(integer)
    case .string(let string): return .string(string)
    case .number(let number): return .number(number)
    case .flag(let flag): return .text(flag ? "true" : "false")
    // No RAC object describes itself (`TraceDescribable`), so a RAC object is its snapshot.
    case .object(let object):
      if object.traceTupleElements != nil { return .text(TraceValueDescription.describe(object, in: self)) }
      return .object(snapshot(of: object, track, reuse))
    case .signals(let list): return objectList(list, &objects, track, reuse, nested)
    case .disposables(let list): return objectList(list, &objects, track, reuse, nested)
    case .passthroughs(let list): return objectList(list, &objects, track, reuse, nested)
    case .other: break
    }
    // The general path, in `describe`'s order.
    guard let unwrapped = TraceValueDescription.unwrapped(value) else { return .none }
    if type(of: unwrapped) != valueType { return capture(unwrapped, &objects, track, reuse, nested: nested) }
    if value is any TraceDescribable { return .text(TraceValueDescription.describe(value, in: self)) }
    if let object = value as? any Traceable { return .object(snapshot(of: object, track, reuse)) }
    if value is String || value is NSString || value is RACTuple || value is RACTupleNil || value is RACEvent
      || value is NSError
    {
      return .text(TraceValueDescription.describe(value, in: self))
    }
    if let array = value as? [Any?] {
      return .list(ContiguousArray(array.map { capture($0, &objects, track, reuse, nested: true) }))
    }
    if let array = value as? NSArray {
      return .list(ContiguousArray(array.map { capture($0, &objects, track, reuse, nested: true) }))
    }
    return .text(TraceValueDescription.describe(value, in: self))
  }

  /// A list of RAC objects: its snapshots go in the event's object list, unless the list is inside
  /// another value.
  private func objectList(
    _ list: [some CoreObject], _ objects: inout ContiguousArray<Int32>, _ track: ThreadTrack, _ reuse: Bool,
    _ nested: Bool
  ) -> RecordedValue {
    guard !nested else { return .list(ContiguousArray(list.map { .object(snapshot(of: $0, track, reuse)) })) }
    let start = Int32(objects.count)
    // A list longer than the trace writes is kept as what it writes (the first 80, the count left
    // out as a negative entry, the last 10): an endless recursion through `-bind:` grows its
    // `signals` by one a level, and keeping every element at every event was quadratic.
    let written = TraceValueDescription.longestListWritten
    if list.count > written {
      for object in list.prefix(written - 10) { objects.append(snapshot(of: object, track, reuse)) }
      objects.append(-Int32(clamping: list.count - written))
      for object in list.suffix(10) { objects.append(snapshot(of: object, track, reuse)) }
      return .objects(start: start, count: Int32(written + 1))
    }
    for object in list { objects.append(snapshot(of: object, track, reuse)) }
    return .objects(start: start, count: Int32(list.count))
  }

  /// Bookkeeping as its block gives it: text is written as it is, anything else as a value.
  func captureBookkeeping(
    _ value: Any?, _ objects: inout ContiguousArray<Int32>, _ track: ThreadTrack, _ reuse: Bool
  ) -> RecordedValue {
    if let value, type(of: value) == String.self, let text = value as? String { return .text(text) }
    return capture(value, &objects, track, reuse)
  }

  /// A block's result. The results blocks return most (disposables, signals, streams, a map
  /// block's value) are told by their static type.
  @inline(__always)
  func captureResult<Result>(_ result: Result, _ track: ThreadTrack) -> RecordedValue {
    let reuse = TraceNames.namesAreReusable
    // Each cast below is between equal types once `Result` is known, which the compiler folds.
    if Result.self == Any?.self {
      // Read as what it is rather than wrapped in one more `Any`.
      let value = withUnsafePointer(to: result) { $0.withMemoryRebound(to: Any?.self, capacity: 1) { $0.pointee } }
      var unused = ContiguousArray<Int32>()
      return capture(value, &unused, track, reuse, nested: true)
    }
    if Result.self == Bool.self, let flag = result as? Bool { return .text(flag ? "true" : "false") }
    if Result.self == RACDisposable?.self, let disposable = result as? RACDisposable? {
      return disposable.map { .object(snapshot(of: $0, track, reuse)) } ?? .none
    }
    if Result.self == RACSignal?.self, let signal = result as? RACSignal? {
      return signal.map { .object(snapshot(of: $0, track, reuse)) } ?? .none
    }
    if Result.self == RACStream?.self, let stream = result as? RACStream? {
      return stream.map { .object(snapshot(of: $0, track, reuse)) } ?? .none
    }
    if Result.self == RACSignal.self, let signal = result as? RACSignal {
      return .object(snapshot(of: signal, track, reuse))
    }
    var unused = ContiguousArray<Int32>()
    return capture(result, &unused, track, reuse, nested: true)
  }

  /// The trace's `TraceObject` for `object`, written out, for writing a value at once (`describe`).
  func reference(to object: any Traceable) -> String {
    let track = (TracingThread.track(in: self) as? ThreadTrack) ?? currentThreadTrack()
    let index = snapshot(of: object, track, TraceNames.namesAreReusable)
    return state.withLock { $0.log.objects[Int(index)] }.description
  }

  func numberIfMet(_ object: any Traceable) -> Int? {
    let identity = object.traceIdentity
    let number = state.withLock { $0.objects[identity].number }
    return number > 0 ? Int(number) : nil
  }

  /// The index of `object`'s snapshot: its number in this trace, class and name now.
  ///
  /// The number is handed out first (1, 2, 3… in order of first appearance), then the class and
  /// name are asked for, outside the lock: a name may describe other objects, which are numbered
  /// as it meets them, and may take locks of the core. A name built before is reused while
  /// `TraceNames.generation` has not moved since it was built.
  func snapshot(of object: any Traceable, _ track: ThreadTrack, _ reuse: Bool) -> Int32 {
    let key = reuse ? object.traceNameKey : nil
    let generation = TraceNames.generation.load(ordering: .sequentiallyConsistent)
    if let key, let kept = track.keptNames.lookUp(key, generation: generation) { return kept }
    // Another thread may have built the name; if not, the object is numbered (one lock for both).
    let identity = object.traceIdentity
    let (kept, number) = state.withLock { state -> (Int32?, Int) in
      if let key, let kept = state.objects.kept(key, generation: generation) { return (kept, 0) }
      return (nil, state.objects.number(for: identity, linesBefore: state.lineCount))
    }
    if let key, let kept {
      track.keptNames.keep(kept, for: key, generation: generation)
      return kept
    }
    TraceNames.willBuildName()
    let builtAt = TraceNames.generation.load(ordering: .sequentiallyConsistent)
    let made = TraceObject(className: object.traceClassName, name: object.traceName, number: number)
    let index = state.withLock { state -> Int32 in
      var entry = state.objects[identity]
      let index: Int32
      if entry.lastSnapshot >= 0, state.log.objects[Int(entry.lastSnapshot)] == made {
        index = entry.lastSnapshot
      } else {
        index = Int32(state.log.objects.count)
        state.log.objects.append(made)
        entry.lastSnapshot = index
      }
      if key != nil {
        entry.keptSnapshot = index
        entry.keptGeneration = builtAt
      }
      state.objects[identity] = entry
      return index
    }
    if let key { track.keptNames.keep(index, for: key, generation: builtAt) }
    return index
  }
}

/// The values events carry most, and the core's bookkeeping arrays (`signals`, a compound's
/// disposables, a subject's subscribers).
private enum CommonValue {
  case integer(Int)
  case string(String)
  case number(NSNumber)
  case flag(Bool)
  case object(CoreObject)
  case signals([RACSignal])
  case disposables([RACDisposable])
  case passthroughs([RACPassthroughSubscriber])
  case other
}

/// What an opened `Any` holds, if it is a common value: with the dynamic type known statically,
/// each check is a comparison of types and each cast is between equal types, which the runtime
/// does at once (casting the `Any` itself goes through its general path every time).
private func commonValue<Value>(_ value: Value) -> CommonValue {
  if Value.self == Int.self, let integer = value as? Int { return .integer(integer) }
  if Value.self == String.self, let string = value as? String { return .string(string) }
  if Value.self == NSNumber.self, let number = value as? NSNumber { return .number(number) }
  if Value.self == Bool.self, let flag = value as? Bool { return .flag(flag) }
  if Value.self is CoreObject.Type, let object = value as? CoreObject { return .object(object) }
  if Value.self == [RACSignal].self, let list = value as? [RACSignal] { return .signals(list) }
  if Value.self == [RACDisposable].self, let list = value as? [RACDisposable] { return .disposables(list) }
  if Value.self == [RACPassthroughSubscriber].self, let list = value as? [RACPassthroughSubscriber] {
    return .passthroughs(list)
  }
  return .other
}
