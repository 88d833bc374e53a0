/// The object a subscription's traced blocks belong to, held weakly.
///
/// RAC's blocks do not keep the signal an operator returns (nothing does, once it is subscribed
/// to), so the trace must not either: a block that kept it would keep, through its `didSubscribe`,
/// the source — and a source that keeps its subscribers (a subject) would then keep itself alive.
/// But the trace still has to name the owner when the owner is gone: so, while a trace records,
/// the owner's class, number and name are remembered when the subscription starts, and used when
/// the object itself no longer exists.
public final class TraceOwner: Traceable {
  private weak var object: (any Traceable)?
  private let remembered: (className: String, name: String, identity: Int)?

  /// Holds `object` weakly, remembering its trace name while a trace records.
  public init(_ object: (any Traceable)?) {
    self.object = object
    if let object = object as? CoreObject { TraceNames.isShownWhileAlive(object) }
    remembered =
      Tracing.isRecordingEvents ? object.map { ($0.traceClassName, $0.traceName, $0.traceIdentity) } : nil
  }

  /// The object's class, or the remembered one once it is gone.
  public var traceClassName: String { object?.traceClassName ?? remembered?.className ?? "(gone)" }
  /// The object's trace name, or the remembered one once it is gone.
  public var traceName: String { object?.traceName ?? remembered?.name ?? "" }
  /// The object's identity, or the remembered one once it is gone.
  public var traceIdentity: Int { object?.traceIdentity ?? remembered?.identity ?? 0 }
  /// The object's key while it lives: its class and name are the object's. Once it is gone the
  /// remembered ones are read every time.
  public var traceNameKey: Int? { object?.traceNameKey }
}
