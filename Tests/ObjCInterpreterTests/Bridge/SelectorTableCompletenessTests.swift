import Foundation
import ObjCWalkthroughs
import XCTest

@testable import ObjCInterpreter
@testable import ObjCLibraries

/// The selector table stays complete against the core: every public method of the RAC core is
/// reachable from Objective-C (the table names the Swift declaration each selector calls), or is
/// listed here as Swift-only with the reason; and every Swift name the table cites exists in the core.
final class SelectorTableCompletenessTests: LeakCheckedTestCase {
  /// Source files of the core that hold no RAC API: the trace, the test harness around virtual
  /// queues, the plumbing the interpreter itself uses, and the closures' capture records a leak
  /// analysis reads.
  private static let infrastructureFiles: Set<String> = [
    "CoreAssertion.swift", "MethodReplacements.swift", "LogSink.swift", "UnwrapOptionals.swift", "VirtualQueues.swift",
    "SharedInstances.swift", "CoreClosures+RAC.swift",
  ]

  /// Public methods of the core that are Swift's, not Objective-C's, each with why.
  private static let swiftOnly: [String: String] = [
    "observe(_:of:initial:holding:block:)":
      "KeyPathObservation, the host's key-path KVO under RACKVOChannel; -rac_observeKeyPath:options:observer:block: reaches it through KVOWrapperBridge",
    "value(at:of:)": "KeyPathObservation's read of a key path, key by key; -valueForKeyPath: is the interpreter's",
    "appendCoreReferences(to:)":
      "what a core object references, by RAC's ivar names, for a leak analysis (CoreReferencing); no RAC selector",
    "traced(as:)": "names an object in the trace from Swift code; a snippet's objects are named after their variables",
    "traceNameDidChange()": "tells the trace's kept names that a Swift subclass's name changed; no RAC selector",
    "standIn(for:)": "gives an interpreted -dealloc's shell the dying instance's trace number; no RAC selector",
    "releaseInstanceVariables()":
      "what clang's .cxx_destruct does after a subject's -dealloc, overridden by subclasses; no RAC selector",
    "setNameWithFormat(_:_:)": "Swift's variadic form; the table calls setNameWithFormat(_:arguments:)",
    "enumerateSubscribers(using:)": "RACSubject's private API (RACSubject+Private.h)",
    "advance(by:)": "RACTestScheduler's virtual clock, for Swift tests",
    "advance(to:)": "RACTestScheduler's virtual clock, for Swift tests",
    "runAsMainThread(_:)": "runs Swift test code as the main thread would; a snippet always runs so",
    "RACTuplePack(_:)": "a macro in RAC: a library function of the interpreter (FoundationFunctions)",
    "hash(into:)": "Swift's Hashable",
    "makeIterator()": "Swift's Sequence (a snippet enumerates a tuple with for … in)",
    "init(name:)": "RACScheduler's initializer for subclasses (RACScheduler+Subclass.h)",
    "init(name:startDate:)": "a RACTestScheduler with a virtual clock of its own, for Swift tests",
    "init(startDate:)": "a RACTestScheduler with a virtual clock of its own, for Swift tests",
    "init(capacity:)": "RACReplaySubject's designated initializer; snippets call +replaySubjectWithCapacity:",
    "disposeDeallocDisposable()": "what RAC's swizzled -dealloc does; a deinit calls it, no selector does",
    "performWithoutCurrentScheduler(on:_:)":
      "what a plain dispatch queue does to +currentScheduler (nil); the runtime's dispatch_async calls it, no RAC selector",
    "count(settlingAt:within:)": "LiveObjects is the leak counter of tests and the runner, not RAC's",
    "bind(_:passingThroughValuesFrom:)": "RAC's private -bind:passingThroughValuesFromSequence: (RACSequence.m)",
    "next()": "Swift's IteratorProtocol: a snippet walks a sequence with for … in",
    "withLock(_:)": "LockedState is the core's lock (RAC's @synchronized), shared with the kit; not RAC API",
    "RACObserve(_:_:observer:)": "RAC's macro: the interpreter reads `RACObserve(…)` itself (KeyValueObservingBridge)",
    "rac_valuesForKeyPath(_:observer:)": "what RACObserve expands to; snippets reach it through RACObserve(…)",
    "init(text:)": "ObjectDescription, the text a %@ argument of a signal's name holds; Swift's, no selector",
    "disposePendingActions()":
      "the virtual-queue runner ends a run with it; RACTestScheduler's own API has no such call",
    "init(kind:new:)": "KVOChange is the change dictionary KVO hands RAC's wrappers; the core makes it, no selector",
    "make(target:targetWillDealloc:observerWillDealloc:named:register:)":
      "KVOSignal is the shape the KVO wrappers share, called from Swift; Objective-C sends the wrappers' selectors",
    "async(_:)": "VirtualQueue is a replay's libdispatch queue (dispatch_async), not RAC's",
    "value(forKey:)":
      "KeyValueObservable's -valueForKey: (RACCommand's keys for RACObserve); a snippet's -valueForKey: is the interpreter's KVC",
    "addObserver(forKey:block:)": "KeyValueObservable's KVO registration; RACObserve reaches it, no selector",
    "addObserver(forKey:holding:block:)":
      "KeyValueObservable's registration naming what its block holds for a leak analysis; RACObserve reaches it, no selector",
    "init(suspend:resume:)":
      "TurnThreadState: what a parked turn sets aside and puts back (the interpreter's depth and position); no RAC selector",
    "async(at:_:)": "VirtualQueue is a replay's libdispatch queue (dispatch_after), not RAC's",
    "asyncTimerFiring(at:_:)": "a dispatch source timer's firing on a replay's libdispatch queue, not RAC's",
  ]

  private var coreDirectory: URL {
    URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("Sources/RAC")
  }

  /// `name(label:label:)` of every `public`/`open` function of the core outside the trace and the
  /// infrastructure, and the names of its public properties.
  private func coreAPI() throws -> (functions: Set<String>, properties: Set<String>) {
    var functions = Set<String>()
    var properties = Set<String>()
    let enumerator = FileManager.default.enumerator(at: coreDirectory, includingPropertiesForKeys: nil)
    while let url = enumerator?.nextObject() as? URL {
      guard url.pathExtension == "swift", !url.path.contains("/Trace/"),
        !Self.infrastructureFiles.contains(url.lastPathComponent)
      else { continue }
      let text = try String(contentsOf: url, encoding: .utf8)
      functions.formUnion(SwiftDeclarations.functions(in: text))
      functions.formUnion(SwiftDeclarations.initializers(in: text))
      properties.formUnion(SwiftDeclarations.properties(in: text))
    }
    return (functions, properties)
  }

  func testEveryPublicMethodOfTheCoreIsInTheTableOrSwiftOnly() throws {
    let (functions, _) = try coreAPI()
    XCTAssertGreaterThan(functions.count, 100)
    let bridged = Set(NativeClasses.walkthroughs.bridgedSwiftAPI.values.map(Self.stripType))
    let missing = functions.filter { !bridged.contains($0) && Self.swiftOnly[$0] == nil }.sorted()
    XCTAssertEqual(
      missing, [],
      "public core methods no selector reaches (add them to SelectorTable, or to swiftOnly with a reason)")
  }

  func testEverySwiftNameTheTableCitesIsInTheCore() throws {
    let (functions, properties) = try coreAPI()
    let stale = NativeClasses.walkthroughs.bridgedSwiftAPI.filter { _, swift in
      let name = Self.stripType(swift)
      return !functions.contains(name) && !properties.contains(name)
    }.map { "\($0.key) → \($0.value)" }.sorted()
    XCTAssertEqual(stale, [])
  }

  func testTheSwiftOnlyListHasNoEntryTheTableBridges() {
    let bridged = Set(NativeClasses.walkthroughs.bridgedSwiftAPI.values.map(Self.stripType))
    XCTAssertEqual(Self.swiftOnly.keys.filter(bridged.contains).sorted(), [])
  }

  /// `RACDynamicSignal.createSignal(_:)` → `createSignal(_:)`.
  private static func stripType(_ swift: String) -> String {
    guard let dot = swift.firstIndex(of: "."), let paren = swift.firstIndex(of: "("), dot < paren else {
      if let dot = swift.firstIndex(of: "."), !swift.contains("(") { return String(swift[swift.index(after: dot)...]) }
      return swift
    }
    return String(swift[swift.index(after: dot)...])
  }
}

/// Public declarations read from Swift source text, enough for the completeness test.
enum SwiftDeclarations {
  /// `map(_:)`, `subscribeNext(_:error:completed:)`, `return(_:)`…
  static func functions(in text: String) -> Set<String> {
    var names = Set<String>()
    let scalars = Array(text)
    var index = 0
    let pattern = Array("func ")
    while index + pattern.count < scalars.count {
      guard Array(scalars[index..<index + pattern.count]) == pattern, isPublicDeclaration(scalars, before: index) else {
        index += 1
        continue
      }
      var cursor = index + pattern.count
      var name = ""
      while cursor < scalars.count,
        scalars[cursor].isLetter || scalars[cursor].isNumber || "_`".contains(scalars[cursor])
      {
        if scalars[cursor] != "`" { name.append(scalars[cursor]) }
        cursor += 1
      }
      if cursor < scalars.count, scalars[cursor] == "<" {
        while cursor < scalars.count, scalars[cursor] != ">" { cursor += 1 }
        cursor += 1
      }
      while cursor < scalars.count, scalars[cursor] == " " { cursor += 1 }
      guard cursor < scalars.count, scalars[cursor] == "(", !name.isEmpty else {
        index += 1
        continue
      }
      names.insert(name + "(" + labels(scalars, openingAt: cursor).map { $0 + ":" }.joined() + ")")
      index = cursor
    }
    return names
  }

  /// `init(block:)`, `init(objectsFrom:)`…: public initializers.
  static func initializers(in text: String) -> Set<String> {
    var names = Set<String>()
    let scalars = Array(text)
    let pattern = Array("init(")
    var index = 0
    while index + pattern.count < scalars.count {
      if Array(scalars[index..<index + pattern.count]) == pattern, index > 0, scalars[index - 1] == " ",
        isPublicDeclaration(scalars, before: index)
      {
        names.insert("init(" + labels(scalars, openingAt: index + 4).map { $0 + ":" }.joined() + ")")
      }
      index += 1
    }
    return names
  }

  /// `head`, `first`, `disposable`…: names of `public var` / `public let` / `open var`.
  static func properties(in text: String) -> Set<String> {
    var names = Set<String>()
    for line in text.split(separator: "\n") {
      let words = line.split(separator: " ")
      guard let first = words.first, first == "public" || first == "open" else { continue }
      for (position, word) in words.enumerated() where (word == "var" || word == "let") && position + 1 < words.count {
        names.insert(String(words[position + 1].prefix { $0.isLetter || $0.isNumber || $0 == "_" }))
      }
    }
    return names
  }

  private static func isPublicDeclaration(_ scalars: [Character], before index: Int) -> Bool {
    var start = index
    while start > 0, scalars[start - 1] != "\n" { start -= 1 }
    let prefix = String(scalars[start..<index]).trimmingCharacters(in: .whitespaces)
    return (prefix.hasPrefix("public") || prefix.hasPrefix("open")) && !prefix.contains("private")
  }

  /// The argument labels of a parameter list starting at `(`.
  private static func labels(_ scalars: [Character], openingAt open: Int) -> [String] {
    var depth = 0
    var current = ""
    var parameters: [String] = []
    var cursor = open
    while cursor < scalars.count {
      let character = scalars[cursor]
      if character == "-", cursor + 1 < scalars.count, scalars[cursor + 1] == ">" {
        current += "->"
        cursor += 2
        continue
      }
      if "([<".contains(character) {
        depth += 1
        if depth == 1 {
          cursor += 1
          continue
        }
      }
      if ")]>".contains(character) {
        depth -= 1
        if depth == 0 { break }
      }
      if character == ",", depth == 1 {
        parameters.append(current)
        current = ""
      } else {
        current.append(character)
      }
      cursor += 1
    }
    if !current.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty { parameters.append(current) }
    return parameters.compactMap { parameter in
      let head = parameter.split(separator: ":").first.map(String.init) ?? ""
      return head.split(whereSeparator: { $0 == " " || $0 == "\n" }).first.map(String.init)
    }
  }
}
