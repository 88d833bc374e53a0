/// Anything the trace can name: every RAC object, and the hand-made objects of the walkthroughs that
/// show RAC's ideas without RAC.
public protocol Traceable: AnyObject {
  /// The class name the trace shows.
  var traceClassName: String { get }
  /// A readable name: a signal's name built from RAC's `setNameWithFormat:` formats (or the
  /// walkthrough's variable name), whether or not `RAC_DEBUG_SIGNAL_NAMES` is set.
  var traceName: String { get }
  /// A number unique among the live objects of this process; the trace renumbers it.
  var traceIdentity: Int { get }
  /// The key under which a recorder may keep this object's class and name between events, or nil
  /// to have them asked for at every event. RAC objects answer their serial (`TraceNames` says
  /// when a kept name must be built again); a `TraceOwner` answers its object's while it lives.
  var traceNameKey: Int? { get }
}

extension Traceable {
  /// Objects outside RAC (the hand-made ones of post 004) are asked for their names every time.
  public var traceNameKey: Int? { nil }
}
