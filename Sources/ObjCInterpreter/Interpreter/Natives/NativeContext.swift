/// What the language offers its libraries' code beyond a native's own call (`NativeCall`): the
/// running program, as far as a library may reach into it. The interpreter is the one
/// `NativeContext`; the libraries write their helpers (the bridge to the core, associated objects,
/// KVO, selector signals) as extensions of this protocol, on these requirements alone, so the
/// interpreter itself stays the tree-walker and this list says everything a library may ask of it.
package protocol NativeContext: AnyObject {
  // MARK: The program and its classes

  /// The snippet's classes (and a loaded checkout's), by name.
  var classes: [String: ObjCClass] { get }
  /// The libraries' table the program runs against.
  var natives: NativeClasses { get }
  /// Whether RAC's loaded source replaces the core's classes in this run (`--rac-source`).
  var runsRACSource: Bool { get }
  /// The run this program serves (its per-run state: `run.locals`).
  var run: Run { get }
  /// The class value for a class name (the snippet's or a library's).
  func classValue(named name: String) -> ClassValue
  /// The class `[value class]` answers, with its superclasses.
  func classValue(of value: Any) -> ClassValue
  /// A class and its superclasses, the snippet's then the libraries'.
  func classChain(of name: String) -> [String]
  /// The name `[value class]` prints in this run.
  func className(of value: Any) -> String
  /// `[[Class alloc] init]` without the init: a new instance of a snippet's class.
  func instantiate(className: String) throws -> ObjCInstance
  /// Reads the method cache in place (no copy of it): what a type's values need when they cross
  /// from the core.
  func withMethodCache<Result>(_ body: (inout MethodCache) -> Result) -> Result

  // MARK: Running code

  /// Sends a message as the program's code sends it.
  func send(_ selector: String, to receiver: Any?, arguments: [Any?], at location: SourceLocation) throws -> Any?
  /// Whether `receiver` answers `selector` (`-respondsToSelector:`).
  func responds(_ receiver: Any?, to selector: String) -> Bool
  /// The method, accessor or native that answers `selector` along `chain`.
  func instanceTarget(_ selector: String, isInterpreted: Bool, chain: [String]) -> MethodCache.InstanceTarget?
  /// A message to an instance past any library's interception (its own method).
  func sendUnintercepted(
    _ selector: String, _ instance: ObjCInstance, chain: [String], arguments: [Any?], at location: SourceLocation
  ) throws -> Any?
  /// Calls one of the program's methods.
  func callMethod(_ method: MethodDefinition, receiver: Any?, arguments: [Any?], location: SourceLocation) throws
    -> Any?
  /// Calls one of the program's blocks with `arguments`.
  func callBlock(_ block: ObjCBlock, arguments: [Any?]) throws -> Any?
  /// Calls one of the program's blocks with one argument.
  func callBlock(_ block: ObjCBlock, argument: Any?) throws -> Any?
  /// Reads property `name` of `base` as dot syntax does.
  func property(_ name: String, of base: Any?, at location: SourceLocation) throws -> Any?
  /// Sets property `name` of `base` as dot syntax does.
  func setProperty(_ name: String, of base: Any?, to value: Any?, at location: SourceLocation) throws
  /// Runs program code called from outside any interpreted frame: an error is recorded and ends
  /// the run, and nil comes back.
  @discardableResult
  func guardedEntry<Result>(_ body: () throws -> Result) -> Result?

  // MARK: Errors and budgets

  /// The statement running now.
  var currentLocation: SourceLocation { get }
  /// Whether the run has stopped (an error, a budget).
  var isAborted: Bool { get }
  /// An error at `location` that stops the run when thrown.
  func fail(_ message: String, at location: SourceLocation) -> RuntimeError
  /// Records the first error and stops the run.
  func record(_ error: Error)
}

extension Interpreter: NativeContext {
  package func withMethodCache<Result>(_ body: (inout MethodCache) -> Result) -> Result { body(&methodCache) }
}
