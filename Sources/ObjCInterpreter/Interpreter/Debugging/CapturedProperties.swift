/// The properties of a program's object as a debugger shows them at a stop, beside its instance
/// variables, each by the value its getter returns, found without running the program's code
/// (which could have side effects, and would add to the trace): a synthesized getter returns its
/// `_name` instance variable, and so does a getter of the program's whose body is only
/// `return _name;` (or `return self->_name;`). Any other getter of the program's is not run: the
/// property says so instead of showing a value.
package enum CapturedProperties {
  /// How the value of a property whose getter is not run begins, so `evaluate` can refuse it.
  package static let notRunPrefix = "not run at a stop: "

  /// The properties of `instance`'s classes, its root class's first, each class's in declaration
  /// order; `instanceVariables` are the instance's variables already recorded, whose values
  /// (and children) the properties that read them share.
  static func properties(
    of instance: ObjCInstance, classes: [String: ObjCClass], instanceVariables: [CapturedVariable]
  ) -> [CapturedVariable] {
    var chain: [ObjCClass] = []
    var current: ObjCClass? = instance.objcClass
    while let each = current, !chain.contains(where: { $0 === each }) {
      chain.append(each)
      current = each.superclassName.flatMap { classes[$0] }
    }
    var shown = Set(instanceVariables.map(\.name))
    var properties: [CapturedVariable] = []
    for each in chain.reversed() {
      for name in each.propertyOrder {
        guard let property = each.properties[name], shown.insert(name).inserted else { continue }
        let getter = chain.lazy.compactMap { $0.instanceMethods[property.getterName] }.first
        let read = getter.map(instanceVariableReturned(by:)) ?? "_" + name
        if let read, let variable = instanceVariables.first(where: { $0.name == read }) {
          var shared = CapturedVariable(
            name: name, value: variable.value, type: variable.type, serial: variable.serial,
            isStrong: variable.isStrong)
          shared.readsInstanceVariable = read
          properties.append(shared)
        } else if let getter {
          let owner = getter.className ?? instance.objcClass.name
          properties.append(
            CapturedVariable(
              name: name,
              value: notRunPrefix + "-[\(owner) \(property.getterName)] is the program's own code",
              type: nil))
        }
      }
    }
    return properties
  }

  /// The instance variable a getter's body only returns (`{ return _name; }`,
  /// `{ return self->_name; }`); nil for any other body.
  private static func instanceVariableReturned(by getter: MethodDefinition) -> String? {
    guard let statements = getter.body?.statements, statements.count == 1,
      let returned = (statements[0] as? ReturnStatement)?.value
    else { return nil }
    if let identifier = returned as? Identifier, case .instanceVariable(let name, _) = identifier.binding {
      return name
    }
    if let arrow = returned as? ArrowExpression, (arrow.base as? Identifier)?.name == "self" {
      return arrow.name
    }
    return nil
  }
}
