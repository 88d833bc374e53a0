/// A class's superclasses form a chain that ends: clang refuses a class that is its own superclass
/// ("trying to recursively use 'A' as superclass of 'A'"), and a cycle through others cannot be
/// declared there at all, since a superclass must be declared first. This runtime also reads a
/// superclass declared later (a listing's order is the post's), so it checks each chain as it is
/// declared; and it bounds the chain's length, since message lookup, instance variables and class
/// chains walk it (`maximumSuperclasses`).
extension SnippetLoader {
  /// More superclasses than any program has, few enough that a walk up the chain stays cheap.
  static let maximumSuperclasses = 1_000

  /// Checks the chain above `interface`, as the loaded classes declare it so far.
  func checkSuperclasses(of interface: ClassInterface, in loaded: Loaded, source: SourceFile) throws {
    var name = interface.superclassName
    var count = 0
    while let current = name {
      if current == interface.name {
        throw ObjCError(
          .semantic,
          "trying to recursively use '\(interface.superclassName ?? current)' as superclass of '\(interface.name)'",
          at: interface.location, in: source)
      }
      count += 1
      if count > Self.maximumSuperclasses {
        throw ObjCError(
          .semantic,
          "class hierarchy too deep: '\(interface.name)' has more than \(Self.maximumSuperclasses) superclasses",
          at: interface.location, in: source)
      }
      name = loaded.classes[current]?.superclassName
    }
  }
}
