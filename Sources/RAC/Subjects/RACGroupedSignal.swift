/// `RACGroupedSignal` (RACGroupedSignal.m): a subject that carries the key of its group — what
/// `groupBy:` sends, one per distinct key.
open class RACGroupedSignal: RACSubject {
  /// The key every value of this group shares (`groupBy:`'s key block's result).
  public private(set) var key: AnyHashable? {
    didSet {
      TraceNames.nameDidChange(of: self)
      TraceNames.setUncacheable(self, !TraceNames.isStableInName(key?.base))
    }
  }

  /// `+signalWithKey:`.
  public class func signal(withKey key: AnyHashable?) -> RACGroupedSignal {
    let signal = RACGroupedSignal()
    signal.key = key
    return signal
  }

  public override var traceName: String {
    traceLabel ?? "group \(LogSink.describe(key?.base))"
  }
}
