/// A core closure held where only an object fits: the block a KVO registration of the program's
/// object keeps (RACObserve's, which calls the subscriber). A leak analysis follows it as the
/// closure its site recorded (`CoreClosures`), named as the block it mirrors, as RAC's own code
/// shows the registration's block on `--rac-source`.
public final class CoreClosureReference {
  /// The closure.
  public let key: ClosureKey

  /// A reference to `key`'s closure.
  public init(_ key: ClosureKey) {
    self.key = key
  }
}
