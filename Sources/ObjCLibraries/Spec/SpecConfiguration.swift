import ObjCInterpreter

/// The `Configuration` a `QuickConfiguration`'s `+configure:` is given: its `-beforeEach:`,
/// `-afterEach:`, `-beforeSuite:` and `-afterSuite:` add hooks around every example of the run
/// (`SpecNatives` answers them).
final class SpecConfiguration: NativeObjectValue {
  var classChain: [String] { ["Configuration", "NSObject"] }
  var concreteClassName: String { "Configuration" }
}
