import ObjCInterpreter

/// The language's libraries, one line each, read top to bottom as clox's `defineNative` calls
/// are: Foundation's classes and functions, the C libraries, the bridge to the RAC core and the
/// interpreter's share of UIKit. A new class is one file of its own and one line here. Order
/// matters only where two lines define the same C name: the C libraries keep what an earlier
/// line defined (`CLibraryTable`).
public enum Libraries {
  /// Defines every library class, function and constant in `table`.
  static func define(in table: NativeClasses) {
    FoundationClasses.registerNSObject(in: table)
    FoundationClasses.registerNSString(in: table)
    FoundationClasses.registerNSNumber(in: table)
    FoundationClasses.registerNSArray(in: table)
    FoundationClasses.registerNSDictionary(in: table)
    FoundationClasses.registerNSErrorAndFriends(in: table)
    UIKitViewController.register(in: table)
    FoundationFunctions.registerLogging(in: table)
    FoundationFunctions.registerAssertions(in: table)
    FoundationFunctions.registerValues(in: table)
    FoundationFunctions.registerConstants(in: table)
    VariadicArguments.register(in: table)
    FoundationRunLoops.register(in: table)
    FoundationIndexSets.register(in: table)
    FoundationURLLoading.register(in: table)
    FoundationBlockEnumeration.register(in: table)
    FoundationLocks.register(in: table)
    RACBlockTrampolineNative.register(in: table)
    KeyValueChangesBridge.register(in: table)
    KeyValueObservingNatives.register(in: table)
    KVOWrapperBridge.register(in: table)
    RACSubscriptingAssignmentTrampoline.register(in: table)
    SelectorSignalBridge.register(in: table)
    URLConnectionBridge.register(in: table)
    FoundationNotifications.register(in: table)
    CLibraries.register(in: table)
    FoundationSets.register(in: table)
    FoundationArraySearching.register(in: table)
    FoundationArchiving.register(in: table)
    FoundationWaiting.register(in: table)
    FoundationTimers.register(in: table)
    FoundationDateReference.register(in: table)
    FoundationCache.register(in: table)
    FoundationUserDefaults.register(in: table)
    FoundationKeyValueCollectionProxies.register(in: table)
    UserDefaultsChannelBridge.register(in: table)
    CMemoryAndMath.register(in: table)
    FoundationMapTable.register(in: table)
    FoundationMethodSignatures.register(in: table)
    FoundationInvocations.register(in: table)
    FoundationKeyValueObserverRegistration.register(in: table)
    FoundationOperations.register(in: table)
    FoundationJSONAndUUID.register(in: table)
    FoundationStructValues.register(in: table)
    SelectorTable.register(in: table)
    ProtocolConformance.registerLibraryAdoptions(in: table)
    table.bridge = CoreBridge.shared
  }
}

extension NativeClasses {
  /// The libraries alone (Foundation, the C libraries, RAC), for a host that adds no classes.
  public static let libraries: NativeClasses = make()

  /// The libraries' table with the classes, functions and constants `host` registers (a host's
  /// app objects, which a snippet may also define for itself).
  package static func make(adding host: @escaping @Sendable (NativeClasses) -> Void = { _ in }) -> NativeClasses {
    build(libraries: { Libraries.define(in: $0) }, host: host)
  }

  /// This table with the spec DSL's classes and functions (`SpecNatives`), for spec programs
  /// alone (`describe`, `it` and `expect` mean nothing to a snippet): built on first use.
  var withSpecDSL: NativeClasses {
    extended(as: "spec DSL") { SpecNatives.register(in: $0) }
  }
}
