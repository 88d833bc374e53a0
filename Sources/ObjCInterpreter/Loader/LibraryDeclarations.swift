/// What the loader knows of the libraries a program runs with, as a compiler knows their headers:
/// which classes they declare, with which superclasses and methods. The interpreter's table of
/// natives answers it (`NativeClasses`); the loader reads nothing else of the libraries, so it
/// comes before the interpreter and knows nothing of running.
package protocol LibraryDeclarations: NameLookup {
  /// Every class the libraries declare (the parser's type names).
  var classNames: Set<String> { get }
  /// Whether the libraries declare class `name`.
  func hasClass(_ name: String) -> Bool
  /// The superclass the libraries give class `name`; nil for a root class or a class they lack.
  func superclass(of name: String) -> String?
  /// Whether `name` is one of the host's app classes, which a snippet may define for itself.
  func isSceneStandIn(_ name: String) -> Bool
  /// The messages a framework sends an entry object (UIKit's view controller lifecycle).
  var entryLifecycle: [(selector: String, arguments: [Any?])] { get }
  /// Whether class `className` itself (not a superclass) has class method `selector`.
  func hasClassMethod(_ selector: String, of className: String) -> Bool
  /// Whether instances of `className` (or of a superclass) have instance method `selector`.
  func hasInstanceMethod(_ selector: String, of className: String) -> Bool
  /// The classes that themselves declare `selector` as a class or an instance method.
  func classesDeclaring(_ selector: String, isClassMethod: Bool) -> [String]
}
