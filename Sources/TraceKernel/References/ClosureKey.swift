import Foundation

/// A core closure's identity while it lives: its function and its context (the heap box of what it
/// captured), read from the two words a Swift closure is made of. `CoreClosures` keys what a
/// closure captures by it, so that a core object holding the closure (a subscriber's `next` block)
/// can be followed into its captures when a leak analysis asks.
///
/// The words are read through a struct with a field of the closure's own type: a closure handed to
/// a generic parameter would be wrapped in a reabstraction thunk, whose context is new each time.
/// Hence one initialiser per closure type the core stores.
public struct ClosureKey: Hashable, Sendable {
  let function: UInt
  let context: UInt

  /// Whether the closure captures anything: one that captures nothing has no context, and holds
  /// nothing a leak could go through.
  public var capturesAnything: Bool { context != 0 }

  private init<Slot>(slot: Slot) {
    let words = withUnsafeBytes(of: slot) { raw -> (UInt, UInt) in
      guard raw.count >= 2 * MemoryLayout<UInt>.size else { return (0, 0) }
      return (raw.load(as: UInt.self), raw.load(fromByteOffset: MemoryLayout<UInt>.size, as: UInt.self))
    }
    function = words.0
    context = words.1
  }

  private struct ValueSink { let closure: (Any?) -> Void }
  private struct ErrorSink { let closure: (NSError?) -> Void }
  private struct Action { let closure: () -> Void }
  private struct Transform { let closure: (Any?) -> Any? }
  private struct Factory { let closure: () -> Any? }

  /// `void (^)(id)`: a subscriber's next block.
  public init(_ closure: @escaping (Any?) -> Void) { self.init(slot: ValueSink(closure: closure)) }
  /// `void (^)(NSError *)`: an error block.
  public init(_ closure: @escaping (NSError?) -> Void) { self.init(slot: ErrorSink(closure: closure)) }
  /// `void (^)(void)`: a completed block, a disposable's block, a scheduled block.
  public init(_ closure: @escaping () -> Void) { self.init(slot: Action(closure: closure)) }
  /// `id (^)(id)`: a map block.
  public init(_ closure: @escaping (Any?) -> Any?) { self.init(slot: Transform(closure: closure)) }
  /// `id (^)(void)`: a factory.
  public init(_ closure: @escaping () -> Any?) { self.init(slot: Factory(closure: closure)) }
  /// A closure of any other type, through the concrete struct `Slot` whose only stored property is it.
  public init<Slot>(fieldOf slot: Slot) { self.init(slot: slot) }
}
