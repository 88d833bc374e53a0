import Foundation

/// A two-way binding: what is sent to one terminal comes out of the other, and an error or a
/// completion sent to either ends both.
///
/// Mirrors `RACChannel` (RACChannel.m, RAC 2.5). `-init` makes two replay subjects:
/// - `leadingSubject`, of capacity 0: the values sent to the following terminal, which the leading
///   terminal sends; a new subscriber to the leading terminal gets no value it missed;
/// - `followingSubject`, of capacity 1: the values sent to the leading terminal, which the
///   following terminal sends; a new subscriber to it gets the latest one first.
///
/// Each subject subscribes the other to its `-ignoreValues`, so an error or a completion reaches
/// both and is replayed to later subscribers of either terminal. Those two subscriptions hold the
/// subjects in a cycle, as in RAC: a channel lives on until one of its terminals errors or
/// completes.
///
/// Its stored properties are declared in the reverse of RAC's (`leadingTerminal`,
/// `followingTerminal`), so that Swift releases them in clang's `.cxx_destruct` order. They are set
/// inside the traced `-init`, which needs the channel itself as the owner of its hook, as
/// `RACCommand` sets its signals.
open class RACChannel: CoreObject {
  /// The terminal the model side usually holds: sends what is sent to `leadingTerminal`, the
  /// latest value replayed to a new subscriber.
  public private(set) var followingTerminal: RACChannelTerminal!

  /// The terminal the view side usually holds: sends what is sent to `followingTerminal` from now
  /// on, nothing from before.
  public private(set) var leadingTerminal: RACChannelTerminal!

  /// RAC's ivars, for a leak analysis: `_leadingTerminal` and `_followingTerminal`.
  open override func appendCoreReferences(to references: inout CoreReferences) {
    references.add("ivar _leadingTerminal", leadingTerminal)
    references.add("ivar _followingTerminal", followingTerminal)
    super.appendCoreReferences(to: &references)
  }

  /// `-init`.
  public override init() {
    super.init()
    Tracing.call("-init", of: self, rac: .method("RACChannel.m", 28, "-init")) {
      let leadingSubject = RACReplaySubject.replaySubject(withCapacity: 0).setNameWithFormat("leadingSubject")
      let followingSubject = RACReplaySubject.replaySubject(withCapacity: 1).setNameWithFormat("followingSubject")

      leadingSubject.ignoreValues().subscribe(followingSubject)
      followingSubject.ignoreValues().subscribe(leadingSubject)

      leadingTerminal = RACChannelTerminal(values: leadingSubject, otherTerminal: followingSubject)
        .setNameWithFormat("leadingTerminal")
      followingTerminal = RACChannelTerminal(values: followingSubject, otherTerminal: leadingSubject)
        .setNameWithFormat("followingTerminal")
    }
  }
}
