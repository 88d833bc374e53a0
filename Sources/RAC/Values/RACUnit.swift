/// RAC 2.5's unit value (`RACUnit.h` / `RACUnit.m`): a signal that only says *that* something
/// happened sends `RACUnit.defaultUnit`, one shared instance made once (`dispatch_once` in RAC), so
/// specs and snippets compare it by identity. It describes itself as `NSObject` does
/// (`<RACUnit: 0x…>`): RAC gives it no `-description`.
public final class RACUnit: CustomStringConvertible, @unchecked Sendable {
  // swift-format-ignore: DontRepeatTypeInStaticProperties
  /// `+defaultUnit`: the one instance, under RAC's name.
  public static let defaultUnit = RACUnit()

  private init() {}

  /// `<RACUnit: 0x…>`, as `-[NSObject description]` writes it.
  public var description: String { "<RACUnit: \(ObjectAddress.of(self))>" }
}
