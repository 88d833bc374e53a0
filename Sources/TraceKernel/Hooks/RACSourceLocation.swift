/// Where in RAC 2.5's source a traced method or block of the core is written: RAC's file, the line,
/// and the method the line belongs to. A fact about RAC (tag `v2.5` of ReactiveCocoa), given at each
/// hook as a constant, so that `step`, `trace` and the viewer can show `RACSignal.m:162 -bind:
/// bindingBlock` beside the Swift core's block.
///
/// Which line:
/// - a **method**: the line of its declaration (`- (RACSignal *)bind:…`);
/// - a **block RAC writes** (`completeSignal`, a subscriber block, a `createSignal:` block): the line
///   its literal starts on;
/// - a **block RAC is given and calls** (the `map:` block, `bindingBlock`, a scheduled block): the line
///   where RAC calls it.
///
/// A block's place also says what its line names (`anchor`), so that the tests can hold the line
/// against a checkout of RAC 2.5 (`RACSourceLocationCheckoutTests`, with `RAC_SOURCE_DIR`); they
/// read it from the hook's source, so it is not kept at run time. A hook with no counterpart in RAC
/// (the core's own bookkeeping) gives `.ours` rather than a guess.
///
/// Made of two static strings and an integer, it costs nothing to pass: a hook takes it as an
/// autoclosure, which nothing calls while nobody records.
public struct RACSourceLocation: Sendable, CustomStringConvertible {
  /// RAC 2.5's file, e.g. `RACSignal.m`; empty for `.ours`.
  public let file: StaticString
  /// The 1-based line in `file`; 0 for `.ours`.
  public let line: Int
  /// The RAC method the line belongs to, Objective-C style: `-bind:`, `+createSignal:`; a C function
  /// as `subscribeForever()`.
  public let method: StaticString

  private init(file: StaticString, line: Int, method: StaticString) {
    self.file = file
    self.line = line
    self.method = method
  }

  /// The declaration of `method` at `line` of `file`.
  ///
  /// - Parameters:
  ///   - file: RAC 2.5's file (`RACSignal.m`).
  ///   - line: the line of the method's declaration.
  ///   - method: the method, Objective-C style (`-bind:`).
  /// - Returns: the location.
  @inline(__always)
  public static func method(_ file: StaticString, _ line: Int, _ method: StaticString) -> RACSourceLocation {
    RACSourceLocation(file: file, line: line, method: method)
  }

  /// A block of `method`, at `line` of `file`, where the line names `anchor`.
  ///
  /// - Parameters:
  ///   - file: RAC 2.5's file (`RACSignal.m`).
  ///   - line: the line the block's literal starts on, or where RAC calls a block it was given.
  ///   - method: the method the block belongs to (`-bind:`).
  ///   - anchor: what the line names, to recognise it by: the block's variable (`completeSignal`),
  ///     the call of a block RAC was given (`bindingBlock(`), the selector part the literal is passed
  ///     to (`subscribeNext:`), or `^` for a literal that is none of these (a block a block returns).
  ///     Read by the tests from the hook's source; not kept.
  /// - Returns: the location.
  @inline(__always)
  public static func block(
    _ file: StaticString, _ line: Int, in method: StaticString, _ anchor: StaticString
  ) -> RACSourceLocation {
    RACSourceLocation(file: file, line: line, method: method)
  }

  /// No place in RAC 2.5: a hook of the core's own (bookkeeping RAC does not have), and every hook
  /// outside the core (a snippet's blocks, a stand-in's).
  public static var ours: RACSourceLocation {
    RACSourceLocation(file: "", line: 0, method: "")
  }

  /// Whether this is `.ours`: no place in RAC.
  public var isOurs: Bool { line == 0 }

  /// `RACSignal.m:162 -bind:`.
  public var description: String { "\(file):\(line) \(method)" }
}
