import ObjCInterpreter

extension RACSourceLibrary {
  /// Reads every core file of `checkout`, against the libraries' classes.
  public convenience init(checkout: RACSourceCheckout) {
    self.init(checkout: checkout, natives: NativeClasses.libraries)
  }
}
