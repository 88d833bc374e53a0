import Foundation

/// `RACStreamBindBlock`: given a value and a `stop` flag, the stream to merge in (nil: stop now).
public typealias RACStreamBindBlock = (_ value: Any?, _ stop: inout Bool) -> RACStream?

/// The abstract stream: RAC's monad with five primitives (`empty`, `return:`, `bind:`, `concat:`,
/// `zipWith:`). Every other operation (`RACStreamOperations`) is built on these.
///
/// Mirrors `RACStream` (RACStream.m). In 2.5 the abstract primitives return nil (ReactiveObjC 3
/// throws instead); so do these. `RACSignal` overrides all five.
open class RACStream: CoreObject {
  /// RAC's `name`: `""` unless `RAC_DEBUG_SIGNAL_NAMES` is set or the name was set (`setName(_:)`).
  ///
  /// Assigned in the initialiser of `+return:`'s signal, one per value; nothing reads it while it is
  /// being set, so Swift's run-time exclusivity check is switched off for it.
  @exclusivity(unchecked) public internal(set) var name: String = "" {
    didSet { TraceNames.nameDidChange(of: self) }
  }

  /// The last `setNameWithFormat` format and arguments, kept for the trace's readable name. A new
  /// one tells the recorders' kept names (`TraceNames`).
  private var nameFormat: (format: String, arguments: [Any?])? {
    didSet { TraceNames.nameDidChange(of: self) }
  }

  public override init() {
    super.init()
  }

  /// `+empty`: a stream with no values that ends at once.
  open class func empty() -> RACStream? { nil }

  /// `+return:`: a stream of one value.
  open class func `return`(_ value: Any?) -> RACStream? { nil }

  /// `-bind:`: see `RACSignal.bind(_:)`.
  open func bind(_ block: @escaping () -> RACStreamBindBlock) -> RACStream? { nil }

  /// `-concat:`: this stream's values, then `stream`'s.
  open func concat(_ stream: RACStream) -> RACStream? { nil }

  /// `-zipWith:`: pairs of this stream's and `stream`'s values, as `RACTuple`s.
  open func zipWith(_ stream: RACStream) -> RACStream? { nil }

  /// `-setNameWithFormat:`: sets `name` when debug names are on (a no-op otherwise) and always
  /// remembers the format for the trace. Returns the stream itself, as RAC does, so that operators
  /// can end with `return [… setNameWithFormat:…]`.
  @discardableResult
  public func setNameWithFormat(_ format: String, _ arguments: Any?...) -> Self {
    setNameWithFormat(format, arguments: arguments)
  }

  /// `-setNameWithFormat:` with its arguments in an array (for callers that have them as one, such
  /// as the Objective-C interpreter).
  @discardableResult
  public func setNameWithFormat(_ format: String, arguments: [Any?]) -> Self {
    guard acceptsNames else { return self }
    // RAC formats the name at once; the trace formats it when it is read, so an argument that can
    // change afterwards (collect's NSMutableArray start value) is kept as it is now, and an object
    // that keeps this stream is not kept by it (StreamName.remembered). Runs that only collect
    // footprints (explore's and verify's schedules) never read it and skip it.
    nameFormat = Tracing.isCollectingFootprintsOnly ? nil : (format, StreamName.remembered(arguments))
    if StreamName.debugNamesEnabled {
      name = StreamName.format(format, arguments, readable: false)
    }
    return self
  }

  /// `-setName:` (`stream.name = …`): RAC's `name` is a readwrite property, so a name set this way
  /// is kept whether or not `RAC_DEBUG_SIGNAL_NAMES` is set (only `-setNameWithFormat:` depends on
  /// it). The trace shows it from then on, in place of the format it kept. A `+return:` or `+empty`
  /// signal keeps its fixed name, as their classes' `-setName:` do in a release build of RAC 2.5.
  ///
  /// - Parameter newName: the name.
  public final func setName(_ newName: String) {
    guard acceptsNames else { return }
    nameFormat = nil
    name = newName
  }

  /// `stream.name = other.name`, as RAC's sequences pass their name on to their tails: RAC's name and
  /// the format behind the trace's (not a label a walkthrough gave `other` itself).
  func inheritName(from other: RACStream) {
    // A shared instance (the empty sequence every tail ends in) keeps its own: a name that holds
    // `other` would keep it alive for the life of the process.
    guard acceptsNames, !isSharedInstance else { return }
    name = other.name
    nameFormat = other.nameFormat
  }

  /// Whether `setNameWithFormat` renames this stream. In a release build of RAC 2.5, `+return:` and
  /// `+empty` signals ignore `setName:` (their `name` is fixed, and some are shared instances that
  /// every thread uses); their classes answer false.
  open var acceptsNames: Bool { true }

  /// The name the trace shows: the walkthrough's label if it gave one, else the last
  /// `setNameWithFormat` with readable arguments, else the kind's default.
  open override var traceName: String {
    if let traceLabel { return traceLabel }
    if let nameFormat {
      // An argument whose description can change by itself (a snippet's mutable array) keeps
      // recorders from reusing names while this stream lives (`TraceNames`).
      if !nameFormat.arguments.allSatisfy(StreamName.isStableArgument) { TraceNames.setUncacheable(self, true) }
      return StreamName.format(nameFormat.format, nameFormat.arguments, readable: true)
    }
    return name
  }

  /// `-description`: `<RACDynamicSignal: 0x…> name: <name>`.
  open var description: String {
    "<\(className): \(ObjectAddress.of(self))> name: \(name)"
  }
}

extension RACStream: CustomStringConvertible {}

/// The operations of `RACStream (Operations)`, written once against the five primitives and typed by
/// the concrete kind, so that `signal.map { … }.filter { … }` is a `RACSignal` as `instancetype`
/// makes it in Objective-C.
public protocol RACStreamOperations: RACStream {
  /// The kind of stream the operations return (`RACSignal` for every signal).
  associatedtype Stream: RACStream

  static func empty() -> Stream
  static func `return`(_ value: Any?) -> Stream
  func bind(_ block: @escaping () -> RACStreamBindBlock) -> Stream
  func concat(_ stream: RACStream) -> Stream
  func zipWith(_ stream: RACStream) -> Stream
}
