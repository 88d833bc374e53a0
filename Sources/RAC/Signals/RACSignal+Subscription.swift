import Foundation

/// The `subscribeNext:error:completed:` family (RACSignal.m, `RACSignal (Subscription)`): each makes
/// a block-based `RACSubscriber` from the blocks it is given and calls `subscribe:`.
extension RACSignal {
  /// `-subscribeNext:`: a subscriber with `nextBlock` alone.
  @discardableResult
  public func subscribeNext(_ nextBlock: @escaping (Any?) -> Void) -> RACDisposable? {
    subscribe(
      next: nextBlock, error: nil, completed: nil, method: "-subscribeNext:",
      rac: .method("RACSignal.m", 281, "-subscribeNext:"))
  }

  /// `-subscribeNext:completed:`.
  @discardableResult
  public func subscribeNext(
    _ nextBlock: @escaping (Any?) -> Void, completed completedBlock: @escaping () -> Void
  ) -> RACDisposable? {
    subscribe(
      next: nextBlock, error: nil, completed: completedBlock, method: "-subscribeNext:completed:",
      rac: .method("RACSignal.m", 288, "-subscribeNext:completed:"))
  }

  /// `-subscribeNext:error:completed:`.
  @discardableResult
  public func subscribeNext(
    _ nextBlock: @escaping (Any?) -> Void, error errorBlock: @escaping (NSError?) -> Void,
    completed completedBlock: @escaping () -> Void
  ) -> RACDisposable? {
    subscribe(
      next: nextBlock, error: errorBlock, completed: completedBlock, method: "-subscribeNext:error:completed:",
      rac: .method("RACSignal.m", 296, "-subscribeNext:error:completed:"))
  }

  /// `-subscribeNext:error:`.
  @discardableResult
  public func subscribeNext(
    _ nextBlock: @escaping (Any?) -> Void, error errorBlock: @escaping (NSError?) -> Void
  ) -> RACDisposable? {
    subscribe(
      next: nextBlock, error: errorBlock, completed: nil, method: "-subscribeNext:error:",
      rac: .method("RACSignal.m", 319, "-subscribeNext:error:"))
  }

  /// `-subscribeError:`.
  @discardableResult
  public func subscribeError(_ errorBlock: @escaping (NSError?) -> Void) -> RACDisposable? {
    subscribe(
      next: nil, error: errorBlock, completed: nil, method: "-subscribeError:",
      rac: .method("RACSignal.m", 305, "-subscribeError:"))
  }

  /// `-subscribeCompleted:`.
  @discardableResult
  public func subscribeCompleted(_ completedBlock: @escaping () -> Void) -> RACDisposable? {
    subscribe(
      next: nil, error: nil, completed: completedBlock, method: "-subscribeCompleted:",
      rac: .method("RACSignal.m", 312, "-subscribeCompleted:"))
  }

  /// `-subscribeError:completed:`.
  @discardableResult
  public func subscribeError(
    _ errorBlock: @escaping (NSError?) -> Void, completed completedBlock: @escaping () -> Void
  ) -> RACDisposable? {
    subscribe(
      next: nil, error: errorBlock, completed: completedBlock, method: "-subscribeError:completed:",
      rac: .method("RACSignal.m", 327, "-subscribeError:completed:"))
  }

  /// The shared body of the family. `method` and `racSource` are the member of the family that was
  /// called and where RAC 2.5 declares it (RAC's operators call `subscribeNext:error:completed:`).
  /// `traceLabel` names the subscriber in the trace; RAC's own operators pass the post's name for it
  /// (e.g. the source subscription inside `bind:`).
  @discardableResult
  func subscribe(
    next: ((Any?) -> Void)?, error: ((NSError?) -> Void)?, completed: (() -> Void)?,
    method: String = "-subscribeNext:error:completed:",
    rac racSource: @autoclosure () -> RACSourceLocation = .method(
      "RACSignal.m", 296, "-subscribeNext:error:completed:"),
    traceLabel: String? = nil
  ) -> RACDisposable? {
    Tracing.call(method, of: self, rac: racSource()) {
      let subscriber = RACSubscriber(next: next, error: error, completed: completed)
      subscriber.labelNewObject(traceLabel)
      return subscribe(subscriber)
    }
  }
}
