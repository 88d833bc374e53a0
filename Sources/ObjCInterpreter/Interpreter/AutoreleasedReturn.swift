/// ARC's `+0` return, where it shows: a method outside the owning families (`alloc`, `new`, `copy`,
/// `mutableCopy`, `init`) returns its object autoreleased (`objc_autoreleaseReturnValue`), and a
/// caller that stores it straight into a `__weak` variable takes no reference of its own (clang emits
/// `objc_storeWeak` alone, so the return-value handshake does not happen). The object then lives
/// until the autorelease pool drains: the innermost `@autoreleasepool`'s end, or the end of the turn.
/// ReactiveObjC's and RAC 2.5's RACKVOWrapperSpec rely on it (`identifier = [target
/// rac_observeKeyPath:…]` into a `__weak id`, not nil until the pool ends). The interpreter keeps no
/// pool for other returns: a strong variable holds the object anyway.
enum AutoreleasedReturn {
  /// Whether `expression`'s value, stored into a `__weak` variable, is kept by the autorelease pool:
  /// an explicit message send (`[x foo]`, not dot syntax's getter) of a selector outside the owning
  /// families.
  static func isKeptByThePool(_ expression: any Expression) -> Bool {
    guard let send = expression as? MessageSend else { return false }
    return !ownsResult(send.selector)
  }

  /// Whether `selector` is in one of ARC's owning method families: its first word, after leading
  /// underscores, is `alloc`, `copy`, `mutableCopy`, `new` or `init`, followed by no lowercase letter.
  static func ownsResult(_ selector: String) -> Bool {
    let name = selector.drop { $0 == "_" }
    for family in ["alloc", "copy", "mutableCopy", "new", "init"] where name.hasPrefix(family) {
      let rest = name.dropFirst(family.count)
      guard let next = rest.first else { return true }
      if !next.isLowercase { return true }
    }
    return false
  }
}
